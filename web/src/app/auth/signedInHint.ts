// The session cookie is httpOnly, so a script cannot see whether there is one. This flag, kept beside it
// in localStorage, remembers that the last answer to "who is signed in" was a person: the route loaders
// then start the screen's request and code at once instead of waiting for that answer. A stale flag (the
// session expired meanwhile) costs one refused request, which ends on the login screen as any 401 does.
//
// Beside it, whether that person may administer, from the same answer: the admin screens' loaders skip
// their request for someone who may not (the gateway would refuse it; the screen says why, as before).
// Unknown (a sign-in whose `me` has not answered yet, an older browser's flag) counts as "may".
const KEY = 'hubadmin.signedIn';
const ADMINISTER_KEY = 'hubadmin.administer';

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

/**
 * Remembers the last answer: false (nobody), true (someone, rights not known: a sign-in before `me`
 * has answered), or the signed-in person's `administer`.
 */
export function rememberSignedIn(signedIn: boolean | { administer: boolean }): void {
  const store = storage();
  if (!store) return;
  if (signedIn === false) {
    store.removeItem(KEY);
    store.removeItem(ADMINISTER_KEY);
    return;
  }
  store.setItem(KEY, '1');
  if (signedIn === true) store.removeItem(ADMINISTER_KEY);
  else store.setItem(ADMINISTER_KEY, signedIn.administer ? '1' : '0');
}

/** The signed-in person's `administer` from the last answer, or undefined when it is not known. */
export function rememberedAdminister(): boolean | undefined {
  const store = storage();
  if (store?.getItem(KEY) !== '1') return undefined;
  const administer = store.getItem(ADMINISTER_KEY);
  return administer === null ? undefined : administer === '1';
}

/** False only when the last answer was a signed-in person without administrator rights. */
export function probablyMayAdminister(): boolean {
  return rememberedAdminister() !== false;
}
