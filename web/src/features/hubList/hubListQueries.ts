// The hub lists' queries (one request per list): a module of their own, so the routes' loaders start
// them at navigation beside the lists' code (no-cache, read with usePreloadedQuery).
import { HUB_PAGE_SIZE, parseVersion } from '@hub/domain';
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { HealthGrade } from '../../__generated__/graphql';

export const AllHubsPage_Query = graphql(`
  query AllHubsPage_Query($first: Int!, $after: String, $filter: HubFilter) {
    hubs(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          ...HubListColumns
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const NewHubsPage_Query = graphql(`
  query NewHubsPage_Query {
    newHubs {
      ...HubListColumns
    }
  }
`);

export const ProblemHubsPage_Query = graphql(`
  query ProblemHubsPage_Query {
    problemHubs {
      ...HubListColumns
      problemReasons {
        code
        text
      }
    }
  }
`);

export const WiresChangedHubsPage_Query = graphql(`
  query WiresChangedHubsPage_Query {
    wiresChangedHubs {
      ...HubListColumns
      wires
      wiresChanged
    }
  }
`);

const GRADES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** The filter of /hubs/version/{v} and /hubs/health/{grade}, and whether the address names none. */
export function allHubsFilter(params: Params) {
  const { version, health: healthParam } = params;
  const health = healthParam?.charAt(0).toUpperCase();
  const grade = health && GRADES.includes(health) ? (health as HealthGrade) : undefined;
  return {
    // A version that is not one (/hubs/version/abc) is said plainly: asking again would not help.
    unknownVersion: version !== undefined && parseVersion(version) === null,
    unknownGrade: healthParam !== undefined && grade === undefined,
    filter:
      version || grade
        ? { ...(version ? { versions: [version] } : {}), ...(grade ? { healthGrades: [grade] } : {}) }
        : undefined,
  };
}

/**
 * The variables of the page the screen opens on (200 a page, asked for: the API's default page is
 * smaller): the first, or the one the address names (`page`, ?after=); null: no list.
 */
export function allHubsVariables({ params, page }: { params: Params; page: string | null }) {
  const { unknownVersion, unknownGrade, filter } = allHubsFilter(params);
  if (unknownVersion || unknownGrade) return null;
  return { first: HUB_PAGE_SIZE, after: page, ...(filter ? { filter } : {}) };
}

/** The lists without variables. */
export const noVariables = () => ({});
