import { describe, expect, it } from 'vitest';
import { loginPath, safeGoto } from './safeGoto';

describe('safeGoto', () => {
  it('follows a path on this origin, with its query', () => {
    expect(safeGoto('/hub/42')).toBe('/hub/42');
    expect(safeGoto('/issues?status=4')).toBe('/issues?status=4');
  });

  it('goes to the dashboard when goto is missing', () => {
    expect(safeGoto(null)).toBe('/dashboard');
    expect(safeGoto('')).toBe('/dashboard');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example', 'hub/42'])(
    'refuses %j, which would leave the console',
    (goto) => {
      expect(safeGoto(goto)).toBe('/dashboard');
    },
  );

  it('does not send a freshly logged-in user back to the login or logout page', () => {
    expect(safeGoto('/logout')).toBe('/dashboard');
    expect(safeGoto('/login?goto=%2Fhub%2F1')).toBe('/dashboard');
  });
});

describe('loginPath', () => {
  it('carries the current route in goto', () => {
    expect(loginPath('/hub/7?x=1')).toBe('/login?goto=%2Fhub%2F7%3Fx%3D1');
  });
});
