import { useId, useState } from 'react';
import type { GridColumn } from './types';
import { GRID_SEARCH_MAX } from './urlSearches';

interface FilterBoxProps<Row> {
  column: GridColumn<Row>;
  /** The search in force (from the URL); the box starts from it. */
  applied: string;
  error?: string;
  onApply(text: string): void;
  onClear(): void;
}

/**
 * A column's search box in the filter row: Enter or the search icon applies what was typed, the clear
 * icon removes the search. A column with filter off shows a disabled box (spec 3 §2.2). A search that
 * cannot be read ("Search Serial: Type a whole number.") is said under its own box, wrapped to the column's
 * width, so the message sits beside the field it is about (errors name the field).
 */
export function FilterBox<Row>({ column, applied, error, onApply, onClear }: FilterBoxProps<Row>) {
  const [text, setText] = useState(applied);
  // Typed since the box's last search was sent: the search in force, arriving later through the address
  // (a navigation, drawn when it is ready), must not overwrite it.
  const [typed, setTyped] = useState(false);
  // A search applied from elsewhere (back, a shared link, the clear icon) replaces what the box shows,
  // unless something was typed in it since; adjusted while rendering rather than by remounting, so the box
  // keeps its focus.
  const [shownApplied, setShownApplied] = useState(applied);
  // A longer text (pasted) is cut to GRID_SEARCH_MAX, and the box says so until the text is changed.
  const [cut, setCut] = useState(false);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    if (!typed) {
      setText(applied);
      setCut(false);
    }
  }
  const apply = () => {
    setTyped(false);
    onApply(text);
  };
  const disabled = column.filter === false || column.hiddenReason !== undefined;
  const messageId = useId();
  // A date column's box shows an example of what it reads; the example alone fits a narrow column. A
  // withheld column's box says so instead, with the reason on hover.
  const hidden = column.hiddenReason;
  const example = column.type === 'date' ? '20 Feb 2027' : undefined;
  // Typed but not searched yet: the box says so, so it is not taken for a search in force (another box's
  // Enter searches that box alone).
  const pending = !disabled && !error && text.trim() !== applied.trim();
  return (
    <div className="grid-filter-cell">
      <span className="grid-filter">
        <input
          type="text"
          aria-label={`Search ${column.header}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || pending ? messageId : undefined}
          data-pending={pending ? true : undefined}
          title={error ?? hidden ?? (example && `e.g. ${example}`)}
          disabled={disabled}
          value={text}
          placeholder={hidden ? 'Hidden' : example}
          onChange={(event) => {
            const value = event.target.value;
            setCut(value.length > GRID_SEARCH_MAX);
            setText(value.slice(0, GRID_SEARCH_MAX));
            setTyped(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
            if (event.key === 'Escape' && applied) {
              setTyped(false);
              onClear();
            }
          }}
        />
        <button
          type="button"
          aria-label={`Apply search ${column.header}`}
          disabled={disabled}
          onClick={apply}
        >
          <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="10" cy="10" r="6" />
            <path d="M15 15l6 6" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          aria-label={`Clear search ${column.header}`}
          disabled={disabled || (!applied && !text)}
          onClick={() => {
            setText('');
            setTyped(false);
            if (applied) onClear();
          }}
        >
          <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </span>
      {error ? (
        <div id={messageId} role="alert" className="grid-filter-error">
          {`Search ${column.header}: ${error}`}
        </div>
      ) : cut ? (
        <div role="status" className="grid-filter-error grid-filter-note">
          {`Search ${column.header}: cut to ${GRID_SEARCH_MAX} characters.`}
        </div>
      ) : (
        pending && (
          <div id={messageId} className="grid-filter-error grid-filter-note">
            Press Enter to search.
          </div>
        )
      )}
    </div>
  );
}
