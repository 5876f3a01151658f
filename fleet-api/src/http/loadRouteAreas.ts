import { readdir } from 'node:fs/promises';
import { isRouteArea } from './routeArea.js';
import type { RouteArea } from './routeArea.js';

const ROUTES_DIR = new URL('../routes/', import.meta.url);
// Compiled .js in dist, .ts when run from source (vitest, tsx); tests and declarations are not areas.
const isAreaFile = (name: string) => /\.(js|ts)$/.test(name) && !/\.(d|test)\.(js|ts)$/.test(name);

/**
 * Every file in src/routes/ is one area and default-exports defineRoutes(...). Adding an area is
 * adding a file; nothing central lists them.
 */
export async function loadRouteAreas(): Promise<Array<RouteArea & { file: string }>> {
  const files = (await readdir(ROUTES_DIR)).filter(isAreaFile).sort();
  const areas: Array<RouteArea & { file: string }> = [];
  for (const file of files) {
    const module = (await import(new URL(file, ROUTES_DIR).href)) as { default?: unknown };
    if (!isRouteArea(module.default)) {
      throw new Error(`src/routes/${file} must default-export defineRoutes(prefix, routes)`);
    }
    areas.push({ ...module.default, file });
  }
  return areas;
}
