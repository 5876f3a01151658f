// The fleet REST calls for signing in and out (docs/rest-api.md, "Auth").
import type { UpstreamClient } from '../upstream/client.js';

export interface IssuedToken {
  token: string;
  expires_at: string;
}

export interface ProfileRecord {
  id: number | string;
  type: string;
  name: string;
  email: string;
  administer: boolean;
  rights?: { firmwares?: boolean; address?: boolean } | null;
  picture?: string | null;
  disabled?: boolean;
  password_change_required?: boolean;
  /** What kind of token the call carried (GET /api/auth/profile only). */
  token_kind?: 'session' | 'personal';
  /** A read-only personal access token: every mutation is refused. */
  token_read_only?: boolean;
  /** The end of the token the call carried, ISO 8601 (GET /api/auth/profile only). */
  token_expires_at?: string;
}

export function requestToken(
  upstream: UpstreamClient,
  email: string,
  password: string,
): Promise<IssuedToken> {
  return upstream.anonymous('POST', '/api/auth/token', { email, password });
}

export function fetchProfile(upstream: UpstreamClient): Promise<ProfileRecord> {
  return upstream.get('/api/auth/profile');
}

export function revokeToken(upstream: UpstreamClient): Promise<unknown> {
  return upstream.post('/api/auth/logout');
}

export function changePassword(
  upstream: UpstreamClient,
  email: string,
  password: string,
  newPassword: string,
): Promise<IssuedToken> {
  return upstream.anonymous('POST', '/api/auth/password', { email, password, new_password: newPassword });
}
