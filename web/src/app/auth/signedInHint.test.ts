import { afterEach, describe, expect, it } from 'vitest';
import {
  probablyMayAdminister,
  probablySignedIn,
  rememberSignedIn,
  rememberedAdminister,
} from './signedInHint';

afterEach(() => rememberSignedIn(false));

describe('the signed-in hint', () => {
  it('remembers a person and whether they may administer; unknown rights count as "may"', () => {
    expect(probablySignedIn()).toBe(false);
    expect(probablyMayAdminister()).toBe(true);

    rememberSignedIn({ administer: false });
    expect(probablySignedIn()).toBe(true);
    expect(probablyMayAdminister()).toBe(false);

    rememberSignedIn({ administer: true });
    expect(probablyMayAdminister()).toBe(true);

    // A sign-in before `me` has answered: someone, rights not known (another person may have signed in).
    rememberSignedIn({ administer: false });
    rememberSignedIn(true);
    expect(probablySignedIn()).toBe(true);
    expect(probablyMayAdminister()).toBe(true);
  });

  it('gives the remembered rights only when the last answer gave them', () => {
    expect(rememberedAdminister()).toBeUndefined();
    rememberSignedIn({ administer: true });
    expect(rememberedAdminister()).toBe(true);
    rememberSignedIn({ administer: false });
    expect(rememberedAdminister()).toBe(false);
    rememberSignedIn(true);
    expect(rememberedAdminister()).toBeUndefined();
  });

  it('forgets both at sign-out', () => {
    rememberSignedIn({ administer: false });
    rememberSignedIn(false);
    expect(probablySignedIn()).toBe(false);
    expect(probablyMayAdminister()).toBe(true);
    expect(localStorage.getItem('hubadmin.administer')).toBeNull();
  });
});
