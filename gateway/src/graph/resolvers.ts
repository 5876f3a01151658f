// The hub graph page's configuration: the dashboard links, read from DASHBOARD_URL (no upstream call).
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { dashboardBaseUrl, dashboardLinks } from './dashboardLinks.js';

export const resolvers: Resolvers = {
  Query: {
    dashboardLinks: (_, { hubId }, ctx) => {
      requireSession(ctx);
      return dashboardLinks(dashboardBaseUrl(), hubId);
    },
  },
  Hub: { dashboardLinks: (hub) => dashboardLinks(dashboardBaseUrl(), hub.id) },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    dashboardLinks: true;
  }
}
