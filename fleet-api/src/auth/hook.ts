import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Profile } from './profiles.js';
import { profileForToken } from './tokens.js';

// Hashing both sides first gives equal-length buffers, so the comparison time says nothing about
// how much of the key was right.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Every call needs the API key; every call except the public ones (login, the OpenAPI document)
 * needs a live bearer token; /api/admin/ also needs the administer flag.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('profile', null);
  app.addHook('onRequest', async (request) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !sameSecret(key, app.settings.apiKey)) throw forbidden('Invalid API key');
    if (request.routeOptions.config?.public === true) return;
    const token = bearerToken(request.headers.authorization);
    const profile = token === null ? null : await profileForToken(app.db, token);
    if (profile === null) throw unauthorized();
    request.profile = profile;
    // The route pattern as well as the raw URL, so an oddly spelt path cannot slip past.
    const admin =
      request.url.startsWith('/api/admin/') || (request.routeOptions.url ?? '').startsWith('/api/admin/');
    if (admin && !profile.administer) {
      throw forbidden('Administrator rights required');
    }
  });
}

/** The signed-in profile of a request that passed the hook. */
export function signedIn(request: FastifyRequest): Profile {
  if (request.profile === null) throw unauthorized();
  return request.profile;
}
