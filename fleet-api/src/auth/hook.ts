import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@hub/domain';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Profile } from './profiles.js';
import { grantForToken } from './tokens.js';
import type { TokenGrant } from './tokens.js';

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

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

// Reads sent as POST because their search (or list of rows) is a body: the grids' pages, their select-all
// ids and the rows of their exports, which change nothing. A read-only token may use them; without this
// it could not read installation reports, leads or ECMS rows at all (nor fetch them with node(id:)).
const POSTED_READS = new Set([
  '/api/private/installations',
  '/api/private/installations/uids',
  '/api/private/installations/csv',
  '/api/private/leads/load',
  '/api/private/leads/uids',
  '/api/private/leads/csv',
  '/api/private/ecms',
  '/api/private/ecms/csv',
]);

function onlyReads(method: string, route: string): boolean {
  return READING.has(method) || (method === 'POST' && POSTED_READS.has(route));
}

// The texts staff have always seen (spec 3 §8): reading an admin list, opening a profile, changing one.
function adminRefusal(method: string, route: string): string {
  if (!READING.has(method)) return ADMIN_MESSAGES.changeForbidden;
  return route.startsWith('/api/admin/profile/')
    ? ADMIN_MESSAGES.profileScreenForbidden
    : ADMIN_MESSAGES.notAdministrator;
}

/**
 * Every call needs the API key; every call except the public ones (login, the OpenAPI document)
 * needs a live bearer token of an enabled profile; /api/admin/ also needs the administer flag; a
 * read-only personal access token may only read (GET, and the POSTED_READS).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('profile', null);
  app.decorateRequest('grant', null);
  app.addHook('onRequest', async (request) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !sameSecret(key, app.settings.apiKey)) throw forbidden('Invalid API key');
    if (request.routeOptions.config?.public === true) return;
    const token = bearerToken(request.headers.authorization);
    const grant = token === null ? null : await grantForToken(app.db, token);
    if (grant === null) throw unauthorized();
    request.profile = grant.profile;
    request.grant = grant;
    // The route pattern as well as the raw URL, so an oddly spelt path cannot slip past.
    const route = request.routeOptions.url ?? '';
    if (grant.readOnly && !onlyReads(request.method, route)) throw forbidden(ADMIN_MESSAGES.readOnlyToken);
    const admin = request.url.startsWith('/api/admin/') || route.startsWith('/api/admin/');
    if (admin && !grant.profile.administer) throw forbidden(adminRefusal(request.method, route));
  });
}

/** The token a request that passed the hook was made with. */
export function grantOf(request: FastifyRequest): TokenGrant {
  if (request.grant === null) throw unauthorized();
  return request.grant;
}

/** The signed-in profile of a request that passed the hook. */
export function signedIn(request: FastifyRequest): Profile {
  if (request.profile === null) throw unauthorized();
  return request.profile;
}
