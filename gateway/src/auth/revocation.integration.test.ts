// Revocation reaches every gateway replica (issue 16 item 8): two gateways share Redis; a session used
// on both and signed out on one is refused by the other on its very next request.
import { describe, expect, it } from 'vitest';
import { codes, graphql } from '../test-support/graphqlClient.js';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl).each(backends)('revocation across replicas on $name', (backend) => {
  const { stack } = signedInStack(backend, STAFF, { seedHubs: 3, redisUrl: redisUrl ?? null });

  it('a token signed out on one gateway is refused at once by the other', async () => {
    const other = await stack.replica();
    const session = await stack.login(STAFF);
    const me = '{ me { email } }';
    expect((await graphql(other.gatewayUrl, me, {}, session)).data).toEqual({ me: { email: STAFF } });
    expect((await graphql(other.gatewayUrl, me, {}, session)).upstreamCalls).toBe(0); // served from its cache
    await stack.query('mutation { logout { signedOut } }', {}, session);
    expect(codes(await graphql(other.gatewayUrl, me, {}, session))).toEqual(['UNAUTHENTICATED']);
  });
});
