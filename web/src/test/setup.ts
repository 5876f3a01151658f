import { cleanup } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { afterEach } from 'vitest';

// Mocked responses arrive on the next tick rather than after Apollo's default realistic delay.
MockLink.defaultOptions = { delay: 0 };

afterEach(() => {
  cleanup();
});
