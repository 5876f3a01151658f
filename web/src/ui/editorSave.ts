// How an editor of a stored record ends a save (issue 16), written once for every editor that can be told
// a save may have gone through: the user errors go back to the form, a save with none closes the edit,
// and a failure is left to the editor's SaveFailureNotice (from the mutation's state), after the editor
// is told when the save got no answer, so that it shows the stored copy instead.
import type { UserErrorLike } from './form';
import { saveFailureKind } from './saveFailureKind';

export interface EditorSaveOutcomes {
  /** The save was taken (no user errors). */
  onSaved: () => void;
  /** The save got no answer: it may have gone through. */
  onUncertain: () => void;
}

/**
 * Runs `send` (which sends the save and gives back its user errors) and returns those user errors for
 * the form's submit: onSaved when there are none; onUncertain, then the failure rethrown, when the save
 * got no answer; any other failure is rethrown as it came.
 */
export async function runEditorSave<E extends UserErrorLike>(
  send: () => Promise<readonly E[]>,
  { onSaved, onUncertain }: EditorSaveOutcomes,
): Promise<readonly E[]> {
  try {
    const userErrors = await send();
    if (userErrors.length === 0) onSaved();
    return userErrors;
  } catch (failure) {
    if (saveFailureKind(failure as Error) === 'uncertain') onUncertain();
    throw failure;
  }
}
