import type { FieldError } from '@hub/domain';
import type { FormEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useHoldUnsaved, type UnsavedHold } from '../../app/routing/useHoldUnsaved';
import type { UserErrorLike } from './formState';
import { blockingLabels, splitUserErrors, visibleFieldErrors } from './formState';

/** A form's values: text as typed (numbers too, so "12.5" can be refused rather than rounded) or a tick. */
export type FormValues = Record<string, string | boolean>;

export interface UseFormOptions<V extends FormValues> {
  /** Starting values (or a function giving them, called once). */
  initial: V | (() => V);
  /** The domain's rules: every message that blocks saving. Run on each change. */
  validate?: (values: V) => FieldError[];
  /** Field labels, for the "To save, fill in …" hint beside a disabled Save. */
  labels?: Partial<Record<keyof V & string, string>>;
  /**
   * Every message shows as soon as any field was changed, not field by field: for forms whose spec says
   * their rules speak "once changed" (spec 1 §5 fuel fill).
   */
  speakOnceChanged?: boolean;
  /**
   * What the form edits, as in "Your changes to {unsaved} are not saved." ("the hub information"): while
   * it holds changes not yet saved, leaving the screen, or the part of it the form is drawn in (an
   * `InAddressPart`: a panel, a view), asks first (app/routing/LeaveGuard). Left out for forms whose
   * values are no work to lose (a filter, a sign-in).
   */
  unsaved?: string;
}

/** What a submit action returns: the mutation's userErrors (empty or nothing when it saved). */
export type SubmitResult = readonly UserErrorLike[] | null | undefined | void;

/** The props a text input needs from the form; spread into `TextField` or an own input. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * `held` and `release` (UnsavedHold) are the form's own hold for its Cancel: `held` is `unsaved` while the
 * form holds changes not yet saved (null while it holds none, is being saved, or names no `unsaved`).
 */
export interface FormApi<V extends FormValues> extends UnsavedHold {
  values: V;
  /** Sets one value, marks the field touched and drops the server's message about it. */
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Marks a field touched (on blur) so its message may show. */
  touch: (field: keyof V & string) => void;
  /** Value, change and blur handlers and the message to show, for one text field. */
  bind: (field: keyof V & string) => BoundField;
  /**
   * The message to show beside a field now (the server's first, else the rules' once touched/attempted).
   * Also takes a rule's field that is no input of the form (e.g. a hub id given by the page).
   */
  errorFor: (field: (keyof V & string) | (string & {})) => string | undefined;
  /** Every message of the rules, shown or not. */
  problems: FieldError[];
  /** No rule refuses the values: Save may be enabled. */
  valid: boolean;
  /** The values differ from the starting (or last reset) values. */
  changed: boolean;
  /** Labels of the fields that keep Save disabled (for a hint beside it). */
  blocking: string[];
  /** Server messages that belong to no field of the form. */
  formErrors: string[];
  /** Shows the server's userErrors: beside their fields, the rest for the whole form. */
  showUserErrors: (userErrors: readonly UserErrorLike[]) => void;
  /**
   * An onSubmit handler: marks the attempt (so every message shows), stops while the rules refuse, else
   * runs the action and shows the userErrors it returns. A thrown error is left to the mutation's state.
   */
  handleSubmit: (
    action: (values: V) => Promise<SubmitResult> | SubmitResult,
  ) => (event?: FormEvent) => Promise<boolean>;
  /** Back to the given (or starting) values, nothing touched, no messages. */
  reset: (values?: V) => void;
}

/**
 * One way to hold a form (ARCHITECTURE "Shared pieces"): values as typed, the domain's rules run on each
 * change, a field's message shown only once that field was touched or a save attempted, Save disabled
 * while the rules refuse (`valid`), and a mutation's `userErrors { field message }` shown beside their
 * fields. Forms built on it speak when there is something to say.
 */
export function useForm<V extends FormValues>({
  initial,
  validate,
  labels,
  speakOnceChanged = false,
  unsaved,
}: UseFormOptions<V>): FormApi<V> {
  const [start, setStart] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  // A value was set (not only a field left), for `speakOnceChanged`.
  const [edited, setEdited] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // handleSubmit reads the latest values even when called from a stale closure (Enter in a field).
  const latest = useRef(values);
  latest.current = values;
  // The values last saved (a form that stays open after its save holds nothing to lose until edited
  // again: every edit makes a new values object), and whether a save is on its way.
  const [savedValues, setSavedValues] = useState<V | null>(null);
  const [saving, setSaving] = useState(false);

  const problems = useMemo(() => (validate ? validate(values) : []), [validate, values]);
  const shown = useMemo(
    () =>
      visibleFieldErrors(problems, {
        touched,
        attempted: attempted || (speakOnceChanged && edited),
      }),
    [problems, touched, attempted, speakOnceChanged, edited],
  );
  const fields = useMemo(() => Object.keys(start), [start]);
  const changed = fields.some((field) => values[field] !== start[field]);
  const holding = unsaved !== undefined && changed && !saving && values !== savedValues;
  const held = holding ? unsaved : null;
  const release = useHoldUnsaved(held, values);

  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setEdited(true);
      touch(field);
      setServerErrors((current) =>
        current.some((e) => e.field === field) ? current.filter((e) => e.field !== field) : current,
      );
      setFormErrors((current) => (current.length === 0 ? current : []));
    },
    [touch],
  );

  const errorFor = (field: string) =>
    serverErrors.find((e) => e.field === field)?.message ?? shown.get(field);

  const showUserErrors = useCallback(
    (userErrors: readonly UserErrorLike[]) => {
      const { byField, general } = splitUserErrors(userErrors, fields);
      setServerErrors(byField);
      setFormErrors(general);
    },
    [fields],
  );

  const reset = useCallback(
    (next?: V) => {
      const base = next ?? start;
      if (next) setStart(next);
      setValues(base);
      setTouched(new Set());
      setAttempted(false);
      setEdited(false);
      setServerErrors([]);
      setFormErrors([]);
    },
    [start],
  );

  const handleSubmit =
    (action: (values: V) => Promise<SubmitResult> | SubmitResult) => async (event?: FormEvent) => {
      event?.preventDefault();
      setAttempted(true);
      const current = latest.current;
      if (validate && validate(current).length > 0) return false;
      setServerErrors([]);
      setFormErrors([]);
      // Being saved, the changes are not held: a save that moves on to another screen is not asked about.
      release();
      setSaving(true);
      try {
        const userErrors = (await action(current)) ?? [];
        if (userErrors.length > 0) {
          showUserErrors(userErrors);
          return false;
        }
        setSavedValues(current);
        return true;
      } catch {
        // The caller's mutation state (useMutation's error) says what went wrong.
        return false;
      } finally {
        setSaving(false);
      }
    };

  return {
    values,
    held,
    release,
    set,
    touch,
    bind: (field) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (value: string) => set(field, value as V[typeof field]),
      onBlur: () => touch(field),
      error: errorFor(field),
    }),
    errorFor,
    problems,
    valid: problems.length === 0,
    changed,
    blocking: blockingLabels(problems, (labels ?? {}) as Record<string, string | undefined>),
    formErrors,
    showUserErrors,
    handleSubmit,
    reset,
  };
}
