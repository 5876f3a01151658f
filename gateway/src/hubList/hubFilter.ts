// HubFilter (and the deprecated version/health arguments it replaces) as the query of fleet-api's
// /hubs/all. Lists travel comma-separated; enum values become the upstream's ids here, in one place.
import { GraphQLError } from 'graphql';
import { parseVersion, versionCode } from '@hub/domain';
import type { HealthGrade, HubFilter } from '../__generated__/resolvers-types.js';
import { CUSTOMER_TYPE_ID, INSTALLATION_STATE_ID } from '../common/lookupCodes.js';

/** The most versions one filter may list (the upstream refuses longer lists). */
export const MAX_FILTER_VERSIONS = 50;

function badField(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/** The most each of a version's major, minor and patch can be: the upstream stores them as base-100 digits. */
const VERSION_PART_MAX = 99;

/**
 * "1.1.3.40" as the upstream's "10103.40", "1.1.3" as "10103" (every build of it). A part over 99 has no
 * code (1.100.0 would read as 2.0.0, 99999.1.1 is past the upstream's six digits): refused, not sent.
 */
function versionParam(version: string, field: string): string {
  const parsed = parseVersion(version);
  if (!parsed) throw badField(field, `Not a software version: ${JSON.stringify(version)}`);
  if ([parsed.major, parsed.minor, parsed.patch].some((part) => part > VERSION_PART_MAX))
    throw badField(
      field,
      `Not a software version: ${JSON.stringify(version)} (major, minor and patch are each 0 to ${VERSION_PART_MAX}).`,
    );
  const code = String(versionCode(parsed));
  return parsed.build === undefined ? code : `${code}.${parsed.build}`;
}

function isoTime(value: string, field: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badField(field, `Not a date-time: ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

const present = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list !== null && list !== undefined && list.length > 0;
// Sorted, so a filter means one thing however its lists are ordered: [A, B] and [B, A] ask the same
// query, and a page's cursor (which carries the query's hash) fits either.
const joined = (values: readonly (string | number)[]) => [...new Set(values.map(String))].sort().join(',');

export interface HubListArgs {
  filter?: HubFilter | null;
  version?: string | null;
  health?: HealthGrade | null;
}

/**
 * The /hubs/all query parameters of the arguments, or null when nothing restricts the list (then
 * /hubs/operational is asked). Either way the list is of operational hubs: spec 2's All Hubs screen lists
 * them, and its version and health variants are the same screen, so a filter narrows that set and never
 * brings the superseded hub records back. A bad value fails with BAD_USER_INPUT naming its field.
 */
export function hubFilterParams({ filter, version, health }: HubListArgs): URLSearchParams | null {
  const params = new URLSearchParams();
  // A deprecated argument beside its filter field would have to hold with it: the two are refused
  // together rather than either widening the other.
  if (health && present(filter?.healthGrades))
    throw badField('health', 'Give filter.healthGrades or health (deprecated), not both.');
  if (version !== null && version !== undefined && present(filter?.versions))
    throw badField('version', 'Give filter.versions or version (deprecated), not both.');
  const grades = [...(filter?.healthGrades ?? []), ...(health ? [health] : [])];
  if (present(grades)) params.set('health', joined(grades));
  const versions = [
    ...(filter?.versions ?? []).map((text) => versionParam(text, 'filter.versions')),
    ...(version === null || version === undefined ? [] : [versionParam(version, 'version')]),
  ];
  if (versions.length > MAX_FILTER_VERSIONS)
    throw badField('filter.versions', `At most ${MAX_FILTER_VERSIONS} versions, got ${versions.length}.`);
  if (present(versions)) params.set('versions', joined(versions));
  if (present(filter?.problemReasons)) params.set('problems', joined(filter.problemReasons));
  if (filter?.lastSeenBefore)
    params.set('last_seen_before', isoTime(filter.lastSeenBefore, 'filter.lastSeenBefore'));
  if (filter?.lastSeenAfter)
    params.set('last_seen_after', isoTime(filter.lastSeenAfter, 'filter.lastSeenAfter'));
  if (present(filter?.customerTypes))
    params.set('customer_types', joined(filter.customerTypes.map((type) => CUSTOMER_TYPE_ID[type])));
  if (present(filter?.installationStates))
    params.set(
      'installation_states',
      joined(filter.installationStates.map((state) => INSTALLATION_STATE_ID[state])),
    );
  if ([...params.keys()].length === 0) return null;
  params.set('operational', 'true');
  return params;
}
