// The pure rules of web/src/ui/form: which messages a person sees and where a server's userErrors go.
// Kept apart from React so they are unit-tested on their own.
import type { FieldError } from '@hub/domain';

/** A GraphQL `UserError` as the mutations return it; `field` may be null or a path such as "input.title". */
export interface UserErrorLike {
  field?: string | null;
  message: string;
}

export interface VisibilityState {
  /** Fields the person has changed or left. */
  touched: ReadonlySet<string>;
  /** A save was attempted (Save clicked, or Enter pressed in a field). */
  attempted: boolean;
}

/** The first message of each field that may be shown now: a field speaks once touched, or after a save attempt. */
export function visibleFieldErrors(
  problems: readonly FieldError[],
  state: VisibilityState,
): Map<string, string> {
  const shown = new Map<string, string>();
  for (const problem of problems) {
    if (shown.has(problem.field)) continue;
    if (state.attempted || state.touched.has(problem.field)) shown.set(problem.field, problem.message);
  }
  return shown;
}

/** The form's own name for a userError's field: the last part of a path, matched case-insensitively. */
export function formFieldOf(field: string | null | undefined, fields: readonly string[]): string | null {
  if (!field) return null;
  const last = field
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
  return fields.find((name) => name.toLowerCase() === last.toLowerCase()) ?? null;
}

/**
 * Splits a server's userErrors into messages beside their fields and messages for the whole form (a
 * field the form does not show, or none). Duplicates are dropped so a message is said once.
 */
export function splitUserErrors(
  userErrors: readonly UserErrorLike[],
  fields: readonly string[],
): { byField: FieldError[]; general: string[] } {
  const byField: FieldError[] = [];
  const general: string[] = [];
  for (const error of userErrors) {
    const field = formFieldOf(error.field, fields);
    if (field === null) {
      if (!general.includes(error.message)) general.push(error.message);
    } else if (!byField.some((e) => e.field === field && e.message === error.message)) {
      byField.push({ field, message: error.message });
    }
  }
  return { byField, general };
}

/** Labels of the fields that block saving, in the order of the problems, each once. */
export function blockingLabels(
  problems: readonly FieldError[],
  labels: Readonly<Record<string, string | undefined>>,
): string[] {
  const names: string[] = [];
  for (const problem of problems) {
    const label = labels[problem.field] ?? problem.field;
    if (!names.includes(label)) names.push(label);
  }
  return names;
}
