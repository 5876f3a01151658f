import { useEffect, useRef, useState } from 'react';
import { editorText } from './cellText';
import type { GridColumn } from './types';

/** How the editor was left: Enter (stay), Tab (next), Shift+Tab (previous), or the focus went elsewhere. */
export type EditorExit = 'stay' | 'next' | 'previous' | 'leave';

interface CellEditorProps<Row> {
  column: GridColumn<Row>;
  value: unknown;
  /**
   * The text typed or picked; called only when it differs from where the editor started. False: the text
   * was refused before sending (not a number, not a date), and the editor stays open with it to correct.
   */
  onCommit(text: string, exit: EditorExit): boolean | void;
  onCancel(): void;
}

// Keys that step a closed select to another option (Chromium changes the value in place, with a change
// event, as the key goes down). A step is not a choice: the choice is Enter, Tab or leaving the cell.
const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const stepsSelect = (event: React.KeyboardEvent) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && (STEP_KEYS.has(event.key) || /^\S$/u.test(event.key));

/**
 * The in-place editor of one cell, typed by its column: a text box (numbers and dates too: a date is typed
 * as the app shows it, "20 Feb 2027", as in every form, not in a native picker that speaks the browser's
 * locale and cannot take "2027-02-20"), or a select for lookups, booleans and text of a fixed list (`choices`). Enter commits, Escape
 * cancels, Tab commits and moves on, leaving the cell commits. A select commits an option picked with the
 * mouse at once; the keyboard steps through the options (arrows, Home/End, a letter) without saving, and
 * Enter, Tab or leaving commits the one shown.
 */
export function CellEditor<Row>({ column, value, onCommit, onCancel }: CellEditorProps<Row>) {
  const initial = editorText(column, value);
  const done = useRef(false);
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // A key that steps the select is down: the change it makes is a step, not a choice.
  const stepping = useRef(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    field.current?.focus();
    if (field.current instanceof HTMLInputElement) field.current.select();
  }, []);

  const finish = (text: string, exit: EditorExit) => {
    if (done.current) return;
    done.current = true;
    if (text === initial) onCancel();
    else if (onCommit(text, exit) === false) {
      // Kept open with what was typed; the grid says why above the table.
      done.current = false;
      setRefused(true);
    }
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Keys handled here stay here: the grid's own keys (arrows, Tab) must not move the cell under the editor.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(event.currentTarget.value, 'stay');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish(event.currentTarget.value, event.shiftKey ? 'previous' : 'next');
    }
  };
  const label = `Edit ${column.header}`;

  if (column.type === 'boolean' || column.type === 'lookup' || column.choices) {
    const options =
      column.type === 'boolean'
        ? [
            // As the cells show them (spec 3 §3: booleans shown as true and false).
            { id: 'true', name: 'true' },
            { id: 'false', name: 'false' },
          ]
        : column.choices
          ? // A stored value outside the list (written before the rule) stays offered: opening the editor
            // and leaving it changes nothing.
            [...(initial && !column.choices.includes(initial) ? [initial] : []), ...column.choices].map(
              (choice) => ({ id: choice, name: choice }),
            )
          : (column.options ?? []).map((option) => ({ id: String(option.id), name: option.name }));
    return (
      <select
        ref={field}
        className="grid-editor"
        aria-label={label}
        defaultValue={initial}
        onKeyDown={(event) => {
          stepping.current = stepsSelect(event);
          onKeyDown(event);
        }}
        onKeyUp={() => {
          stepping.current = false;
        }}
        onChange={(event) => {
          if (stepping.current) stepping.current = false;
          else finish(event.currentTarget.value, 'stay');
        }}
        onBlur={(event) => finish(event.currentTarget.value, 'leave')}
      >
        {/* Blank empties the cell; a required column offers no blank, and an empty one shows it unpickable. */}
        {!column.required ? <option value="" /> : initial === '' && <option value="" disabled hidden />}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      ref={field}
      className="grid-editor"
      aria-label={label}
      type="text"
      inputMode={column.type === 'number' ? 'decimal' : undefined}
      defaultValue={initial}
      aria-invalid={refused ? true : undefined}
      onKeyDown={onKeyDown}
      onChange={() => setRefused(false)}
      onBlur={(event) => finish(event.currentTarget.value, 'leave')}
    />
  );
}
