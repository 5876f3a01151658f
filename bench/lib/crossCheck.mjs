// The same single-request operations through autocannon, the load tool from npm, as a check that the
// closed-loop figures of load.mjs are not an artefact of our own client. autocannon measures requests,
// not operations, so it cannot stand in for the REST fan-out rows; it does for one GraphQL request.
import autocannon from 'autocannon';

export async function crossCheck({ url, token, query, variables = {}, rest, connections, durationMs }) {
  const options = rest
    ? { url, headers: rest }
    : {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      };
  const result = await autocannon({ ...options, connections, duration: durationMs / 1000 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
