// Mocked responses shared by several screens' tests.
import type { MockLink } from '@apollo/client/testing';
import { CurrentUser_Query } from '../app/auth/useCurrentUser';

export function profile(overrides: { administer?: boolean; name?: string; email?: string } = {}) {
  return {
    __typename: 'Profile' as const,
    id: '1',
    type: 'staff',
    name: overrides.name ?? 'Sam Staff',
    email: overrides.email ?? 'staff@hubs.example',
    administer: overrides.administer ?? false,
    rights: { __typename: 'Rights' as const, firmwares: false, address: false },
  };
}

/** `me` answering as a signed-in staff member, for as many times as the test asks. */
export function signedIn(overrides: Parameters<typeof profile>[0] = {}): MockLink.MockedResponse {
  return {
    request: { query: CurrentUser_Query },
    result: { data: { me: profile(overrides) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const signedOut: MockLink.MockedResponse = {
  request: { query: CurrentUser_Query },
  result: { data: { me: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A GraphQL error as the gateway reports it. */
export function gatewayError(code: string, extra: Record<string, unknown> = {}, message = 'failed') {
  return { errors: [{ message, extensions: { code, ...extra } }], data: null };
}
