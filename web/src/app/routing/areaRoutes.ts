import { authRoutes } from '../auth/routes';
import type { AreaRoute } from './types';

const areaModules = import.meta.glob<{ routes: AreaRoute[] }>('../../features/*/routes.ts', { eager: true });

export const allRoutes: readonly AreaRoute[] = [
  ...authRoutes,
  ...Object.values(areaModules).flatMap((module) => module.routes),
];
