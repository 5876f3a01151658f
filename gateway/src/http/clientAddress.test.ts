import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.js';

const request = (socket: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the client address passed to fleet-api (its per-address sign-in limit)', () => {
  it('is the connection’s address without TRUST_PROXY: anyone can send X-Forwarded-For', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy, is the address that proxy saw (the last X-Forwarded-For entry)', () => {
    // Without it every person behind the proxy shared one address and one limit: thirty sign-ins a
    // minute for the whole company.
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), true)).toBe('198.51.100.7');
    // Entries before the last are the client's own say, and may be forged.
    expect(clientAddress(request('10.0.0.2', 'forged, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', ['forged', '198.51.100.8 ']), true)).toBe('198.51.100.8');
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', ' , '), true)).toBe('10.0.0.2');
  });
});
