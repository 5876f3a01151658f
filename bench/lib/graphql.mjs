// One GraphQL request as a script sends it (POST /graphql, bearer token), for the sections that set up
// or walk data outside their measured loop. An answer with errors throws: a benchmark of a failing
// query measures nothing.
export async function graphql(gatewayUrl, query, variables = {}, token = null) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, upstreamCalls: Number(response.headers.get('x-upstream-calls')) };
}
