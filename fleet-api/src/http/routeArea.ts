import type { FastifyPluginAsync } from 'fastify';

/** One area's routes and the base path they live under (/api/auth, /api/private or /api/admin). */
export interface RouteArea {
  prefix: '/api/auth' | '/api/private' | '/api/admin';
  routes: FastifyPluginAsync;
}

export function defineRoutes(prefix: RouteArea['prefix'], routes: FastifyPluginAsync): RouteArea {
  return { prefix, routes };
}

export function isRouteArea(value: unknown): value is RouteArea {
  const area = value as Partial<RouteArea> | null;
  return typeof area?.prefix === 'string' && typeof area.routes === 'function';
}
