// The session cookie is httpOnly, so a script cannot see whether there is one. This flag, kept beside it
// in localStorage, remembers that the last answer to "who is signed in" was a person: the route loaders
// then start the screen's request and code at once instead of waiting for that answer. A stale flag (the
// session expired meanwhile) costs one refused request, which ends on the login screen as any 401 does.
const KEY = 'hubadmin.signedIn';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function probablySignedIn(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function rememberSignedIn(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(KEY, '1');
  else store.removeItem(KEY);
}
