import { describe, expect, it } from 'vitest';
import { clearedCookie, readCookie, sessionCookie } from './cookies.js';

const settings = { name: 'hub_session', secure: false };

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole site, and lasts as long as the token', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const cookie = sessionCookie(settings, 'abc-_123', new Date('2026-11-21T22:00:00Z'), now);
    expect(cookie).toBe('hub_session=abc-_123; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict');
  });

  it('is Secure when the gateway is served over https', () => {
    expect(sessionCookie({ ...settings, secure: true }, 't', new Date(Date.now() + 60_000))).toMatch(
      /; Secure$/,
    );
    expect(clearedCookie({ ...settings, secure: true })).toMatch(/; Secure$/);
  });

  it('is cleared with an empty value and Max-Age=0', () => {
    expect(clearedCookie(settings)).toBe('hub_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });

  it('is read from a Cookie header among others', () => {
    expect(readCookie('theme=dark; hub_session=tok%2Fen; other=1', 'hub_session')).toBe('tok/en');
    expect(readCookie('theme=dark', 'hub_session')).toBeNull();
    expect(readCookie(undefined, 'hub_session')).toBeNull();
    expect(readCookie('hub_session_old=x', 'hub_session')).toBeNull();
  });
});
