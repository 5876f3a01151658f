import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { HEALTH_GRADES, toHealthGrade } from './healthGrades.js';
import { fetchHealthCounts, fetchVersionCounts } from './rest.js';
import { toVersion, versionFromParts } from './version.js';

export const resolvers: Resolvers = {
  Query: {
    versionCounts: async (_, __, ctx) => {
      requireSession(ctx);
      const rows = await fetchVersionCounts(ctx.upstream);
      return rows.flatMap((row) => {
        const version = versionFromParts(row);
        return version ? [{ version: toVersion(version), count: Number(row.count) }] : [];
      });
    },
    // The dashboard shows every grade A to G, so grades the upstream leaves out count 0.
    healthGradeCounts: async (_, __, ctx) => {
      requireSession(ctx);
      const counts = new Map(HEALTH_GRADES.map((grade) => [grade, 0]));
      for (const row of await fetchHealthCounts(ctx.upstream)) {
        const grade = toHealthGrade(row.hub_health);
        if (grade) counts.set(grade, (counts.get(grade) ?? 0) + Number(row.count));
      }
      return HEALTH_GRADES.map((grade) => ({ grade, count: counts.get(grade) ?? 0 }));
    },
  },
};
