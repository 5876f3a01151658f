import { cleanup, configure } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { afterEach } from 'vitest';

// Mocked responses arrive on the next tick rather than after Apollo's default realistic delay.
MockLink.defaultOptions = { delay: 0 };

// findBy…/waitFor give up after 1 s by default: on a 2-core machine running the other packages' tests
// beside these, a screen can take longer than that to settle without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // What a screen keeps for Back (the pager's page) belongs to its test (files run in node have none).
  globalThis.sessionStorage?.clear();
});
