// The header search (spec 1 §2): hubs whose id, serial, name, machine id or postcode contain the term.
import { SEARCH_TOO_SHORT, serialFromHubId } from '@hub/domain';
import { badInput } from '../common/connection.js';
import { searchTerm } from '../common/searchTerm.js';
import type { HubSearchResult } from '../__generated__/resolvers-types.js';
import type { UpstreamClient } from '../upstream/client.js';
import { findHubs } from './rest.js';

export async function searchHubs(upstream: UpstreamClient, term: string): Promise<HubSearchResult[]> {
  const trimmed = searchTerm(term, 'term');
  if (trimmed === '') throw badInput(SEARCH_TOO_SHORT, 'term');
  const found = await findHubs(upstream, trimmed);
  return found.map((hub) => ({
    id: hub.hubid,
    serial: hub.serial ?? serialFromHubId(hub.hubid),
    name: hub.name,
    machineId: hub.machineid,
  }));
}
