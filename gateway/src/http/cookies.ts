// The session cookie. HttpOnly keeps the token away from page scripts; SameSite=Strict keeps other sites
// from sending it; Secure is on when the request came over https (directly, or through a trusted proxy:
// TRUST_PROXY and X-Forwarded-Proto), and always with COOKIE_SECURE.

export interface CookieSettings {
  name: string;
  secure: boolean;
}

/** The value of one cookie from a Cookie header, or null when it is not there; "" when it cannot be decoded. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      // Not percent-decodable: a damaged cookie, which the caller clears.
      return '';
    }
  }
  return null;
}

function attributes(settings: CookieSettings, maxAgeSeconds: number): string {
  const parts = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (settings.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie for a session that ends when the token does. */
export function sessionCookie(
  settings: CookieSettings,
  token: string,
  expiresAt: Date,
  now = new Date(),
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${settings.name}=${encodeURIComponent(token)}; ${attributes(settings, maxAge)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedCookie(settings: CookieSettings): string {
  return `${settings.name}=; ${attributes(settings, 0)}`;
}
