// The header search (spec 1 §2): hubs whose id, serial, name, machine id or postcode contain the term.
import { GraphQLError } from 'graphql';
import { SEARCH_MIN_CHARS, serialFromHubId } from '@hub/domain';
import type { HubSearchResult } from '../__generated__/resolvers-types.js';
import type { UpstreamClient } from '../upstream/client.js';
import { findHubs } from './rest.js';

export const SEARCH_TOO_SHORT = 'Search requires more than 2 characters.';

export async function searchHubs(upstream: UpstreamClient, term: string): Promise<HubSearchResult[]> {
  const trimmed = term.trim();
  if (trimmed.length < SEARCH_MIN_CHARS) {
    throw new GraphQLError(SEARCH_TOO_SHORT, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const found = await findHubs(upstream, trimmed);
  return found.map((hub) => ({
    id: hub.hubid,
    serial: hub.serial ?? serialFromHubId(hub.hubid),
    name: hub.name,
    machineId: hub.machineid,
  }));
}
