// One Idempotency-Key per user action (issue 16): the gateway and fleet-api answer a repeat of a key with
// the first result instead of applying the write again. A save retried with the same content (after a
// timeout, say) is the same action and reuses the key; a change to what is sent starts a new action.
import { useRef } from 'react';

function randomKey(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Returns the mutation context (headers) to send for these variables. */
export function useIdempotencyKey(): (variables: unknown) => { headers: Record<string, string> } {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return (variables) => {
    const payload = JSON.stringify(variables);
    if (last.current?.payload !== payload) last.current = { payload, key: randomKey() };
    return { headers: { 'Idempotency-Key': last.current.key } };
  };
}
