// Administrators' revocations reach every gateway replica: a personal access token revoked, or a
// profile disabled, through one gateway is refused by another (sharing Redis) on its very next request,
// even for `me`, which a replica answers from its session cache.
import { describe, expect, it } from 'vitest';
import { codes, graphql } from '../test-support/graphqlClient.js';
import { ADMIN, STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const redisUrl = process.env.REDIS_URL;
const ME = '{ me { email } }';

describe.runIf(redisUrl).each(backends)('admin revocation across replicas on $name', (backend) => {
  const { stack } = signedInStack(backend, ADMIN, { seedHubs: 3, redisUrl: redisUrl ?? null });

  it('a revoked personal access token and a disabled profile are refused at once by the other replica', async () => {
    const other = await stack.replica();
    const admin = await stack.login(ADMIN);
    const staff = await stack.login(STAFF);
    const created = await stack.query<{ createAccessToken: { token: string; accessToken: { id: string } } }>(
      'mutation { createAccessToken(input: { name: "replica test", lifetime: DAYS_30 }) { token accessToken { id } } }',
      {},
      staff,
    );
    const { token, accessToken } = created.data!.createAccessToken;
    expect((await graphql(other.gatewayUrl, ME, {}, { token })).data).toEqual({ me: { email: STAFF } });
    expect((await graphql(other.gatewayUrl, ME, {}, { token })).upstreamCalls).toBe(0);
    await stack.query(
      'mutation ($id: ID!) { revokeAccessToken(input: { id: $id }) { accessToken { id } } }',
      { id: accessToken.id },
      admin,
    );
    expect(codes(await graphql(other.gatewayUrl, ME, {}, { token }))).toEqual(['UNAUTHENTICATED']);

    expect((await graphql(other.gatewayUrl, ME, {}, staff)).upstreamCalls).toBe(0);
    await stack.query(
      'mutation { setProfileDisabled(input: { profileType: "staff", profileId: "2", disabled: true }) { profile { disabled } } }',
      {},
      admin,
    );
    expect(codes(await graphql(other.gatewayUrl, ME, {}, staff))).toEqual(['UNAUTHENTICATED']);
  });
});
