import { cleanup, configure } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { afterEach } from 'vitest';
import { installApollo } from '../app/apollo/loadApollo';
import { clearSessionEnded } from '../app/auth/session';
import { forgetAskedSearches } from '../app/routing/useSearchUpdate';

// Mocked responses arrive on the next tick rather than after Apollo's default realistic delay.
MockLink.defaultOptions = { delay: 0 };

// jsdom makes no object URLs (the blob: address a new tab can open, e.g. a meter photo full size): each
// Blob gets a made-up one, as a browser's.
if (typeof URL !== 'undefined' && typeof URL.createObjectURL !== 'function') {
  let made = 0;
  URL.createObjectURL = () => `blob:http://localhost/${++made}`;
  URL.revokeObjectURL = () => undefined;
}

// findBy…/waitFor give up after 1 s by default: on a 2-core machine running the other packages' tests
// beside these, a screen can take longer than that to settle without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's modules and jsdom (vitest.config.ts: isolate off), so what one test leaves in the
// browser's storage, the address or the app's module state is cleared for the next.
afterEach(() => {
  cleanup();
  // What a screen keeps for Back (the pager's page) and the signed-in hint (files run in node have none).
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  globalThis.history?.replaceState(null, '', '/');
  if (typeof document !== 'undefined') document.title = '';
  clearSessionEnded();
  installApollo(null);
  forgetAskedSearches();
});
