import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { runEditorSave } from './editorSave';

function outcomes() {
  return { onSaved: vi.fn(), onUncertain: vi.fn() };
}

const conflict = () =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Changed since', extensions: { code: 'CONFLICT' } }] });

describe('runEditorSave', () => {
  it('closes the edit when the save has no user errors', async () => {
    const told = outcomes();
    await expect(runEditorSave(() => Promise.resolve([]), told)).resolves.toEqual([]);
    expect(told.onSaved).toHaveBeenCalledOnce();
    expect(told.onUncertain).not.toHaveBeenCalled();
  });

  it('gives the user errors back to the form and keeps the edit open', async () => {
    const told = outcomes();
    const userErrors = [{ field: 'fuelRate', message: 'Fuel rate is needed.' }];
    await expect(runEditorSave(() => Promise.resolve(userErrors), told)).resolves.toBe(userErrors);
    expect(told.onSaved).not.toHaveBeenCalled();
  });

  it('says a save without an answer may have gone through, and still fails for the notice', async () => {
    const told = outcomes();
    // fetch() rejects with a TypeError when the connection is lost mid-request.
    const lost = new TypeError('Failed to fetch');
    await expect(runEditorSave(() => Promise.reject(lost), told)).rejects.toBe(lost);
    expect(told.onUncertain).toHaveBeenCalledOnce();
    expect(told.onSaved).not.toHaveBeenCalled();
  });

  it('leaves any other failure (a conflict) to the notice alone', async () => {
    const told = outcomes();
    const refused = conflict();
    await expect(runEditorSave(() => Promise.reject(refused), told)).rejects.toBe(refused);
    expect(told.onUncertain).not.toHaveBeenCalled();
    expect(told.onSaved).not.toHaveBeenCalled();
  });
});
