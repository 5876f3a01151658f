// The fleet REST calls of the administration area (docs/rest-api.md, "Admin" and "Personal access tokens").
import type { ProfileRecord } from '../auth/rest.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface AdminProfileRecord extends ProfileRecord {
  disabled?: boolean;
  password_change_required?: boolean;
}

export interface ProfileChangeRecord {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  change: string;
}

/** What a change that ended tokens answers besides its record: their SHA-256s. */
export interface Revoked {
  token_hash?: string;
  revoked_token_hashes?: string[];
}

export interface TokenRecord {
  id: number;
  name: string;
  profile_id: number;
  profile_name: string;
  read_only: boolean;
  created: string;
  expires_at: string;
  last_used: string | null;
}

export interface QueryMapRecord {
  provider: 'pg_stat_statements' | 'fleet-api';
  queries: Record<string, { id: string; count: number; duration: number; sql: string }>;
}

export interface SettingRecord {
  name: string;
  value: string | null;
  secret: boolean;
}

const profilePath = (type: string, id: string) =>
  `/api/admin/profile/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export const fetchProfiles = (up: UpstreamClient) => up.get<AdminProfileRecord[]>('/api/admin/profiles/all');
export const fetchAdminProfile = (up: UpstreamClient, type: string, id: string) =>
  up.get<AdminProfileRecord>(profilePath(type, id));
export const fetchProfileChanges = (
  up: UpstreamClient,
  type: string,
  id: string,
  offset: number,
  step: number,
) =>
  up.get<{ count: number; changes: ProfileChangeRecord[] }>(
    `${profilePath(type, id)}/changes?offset=${offset}&step=${step}`,
  );
export const saveRights = (
  up: UpstreamClient,
  type: string,
  id: string,
  body: { administer?: boolean; rights?: { firmwares?: boolean; address?: boolean } },
) => up.put<AdminProfileRecord>(profilePath(type, id), body);
export const createProfile = (up: UpstreamClient, body: Record<string, unknown>) =>
  up.post<{ profile: AdminProfileRecord; one_time_password: string }>('/api/admin/profiles', body);
export const saveDisabled = (up: UpstreamClient, type: string, id: string, disabled: boolean) =>
  up.put<AdminProfileRecord & Revoked>(`${profilePath(type, id)}/state`, { disabled });
export const resetPassword = (up: UpstreamClient, type: string, id: string) =>
  up.post<{ profile: AdminProfileRecord; one_time_password: string } & Revoked>(
    `${profilePath(type, id)}/password`,
  );

export const fetchQuerySourceNames = (up: UpstreamClient) => up.get<string[]>('/api/admin/query_urls');
export const fetchQueries = (up: UpstreamClient, source: string) =>
  up.get<QueryMapRecord>(`/api/admin/queries/${encodeURIComponent(source)}`);

export const fetchFleetConfiguration = (up: UpstreamClient) =>
  up.get<SettingRecord[]>('/api/admin/configuration');

export const fetchMyTokens = (up: UpstreamClient) => up.get<TokenRecord[]>('/api/auth/tokens');
export const fetchAllTokens = (up: UpstreamClient) => up.get<TokenRecord[]>('/api/admin/tokens/all');
export const createToken = (
  up: UpstreamClient,
  body: { name: string; expires_in_days: number; read_only: boolean },
) => up.post<{ token: string; record: TokenRecord }>('/api/auth/tokens', body);
export const revokeMyToken = (up: UpstreamClient, id: string) =>
  up.delete<TokenRecord & Revoked>(`/api/auth/tokens/${encodeURIComponent(id)}`);
export const revokeAnyToken = (up: UpstreamClient, id: string) =>
  up.delete<TokenRecord & Revoked>(`/api/admin/token/${encodeURIComponent(id)}`);
