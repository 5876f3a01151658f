// The demo administrator every benchmark signs in as (fleet-api started with demoPassword: DEMO_PASSWORD),
// and the sign-in itself: the gateway's login mutation, answering the bearer token scripts send.
export const DEMO_PASSWORD = 'bench-demo';
export const ADMIN = 'admin@hubs.example';

export async function signIn(gatewayUrl, email = ADMIN, password = DEMO_PASSWORD) {
  const body = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: email, p: password },
    }),
  }).then((r) => r.json());
  const token = body.data?.login?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return token;
}
