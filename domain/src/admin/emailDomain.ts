// Spec 3 §3: a displayed e-mail of an old domain is shown with the current one. The pairs are
// configuration (the gateway's EMAIL_DOMAIN_REWRITES, "old.example=new.example,…"), not code.

export type DomainRewrites = ReadonlyMap<string, string>;

/** Parses "old=new,old2=new2" (case-insensitive domains); malformed pairs are an error, not ignored. */
export function parseDomainRewrites(text: string | undefined | null): DomainRewrites {
  const rewrites = new Map<string, string>();
  for (const pair of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to, ...rest] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!from || !to || rest.length > 0) throw new Error(`"${pair}" is not old-domain=new-domain`);
    rewrites.set(from, to);
  }
  return rewrites;
}

export function displayEmail(email: string, rewrites: DomainRewrites): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const replacement = rewrites.get(email.slice(at + 1).toLowerCase());
  return replacement === undefined ? email : `${email.slice(0, at + 1)}${replacement}`;
}
