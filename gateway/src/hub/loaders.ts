// The hub area's per-request loaders: a hub, its information, state or upgrade asked for by several
// fields of one query is fetched once.
import DataLoader from 'dataloader';
import { keyLoader } from '../common/keyLoader.js';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../upstream/errors.js';
import type { UpstreamClient } from '../upstream/client.js';
import {
  HUB_IDS_PER_CALL,
  fetchHub,
  fetchHubByMachineId,
  fetchHubsByIds,
  fetchInformation,
  fetchState,
  fetchUpgrade,
  type HubRecord,
} from './rest.js';

/**
 * Hubs by id. The hubs of a list's rows (`issues { hub { name } }`, a page of readings, `nodes(ids:)`)
 * come from one call for up to HUB_IDS_PER_CALL of them, not a call each (200 issues were 200 calls); a
 * hub asked for alone, as a hub screen does, from its own route. An id that names no hub fails alone,
 * NOT_FOUND, as its own route answers.
 */
function hubsById(upstream: UpstreamClient): DataLoader<number, HubRecord> {
  return new DataLoader<number, HubRecord>(
    async (ids) => {
      if (ids.length === 1) return [await fetchHub(upstream, ids[0]!).catch((error: Error) => error)];
      const found = new Map((await fetchHubsByIds(upstream, ids)).map((hub) => [hub.hubid, hub] as const));
      return ids.map(
        (id) => found.get(id) ?? new UpstreamError('NOT_FOUND', `Hub ${id} does not exist.`, 404),
      );
    },
    { maxBatchSize: HUB_IDS_PER_CALL },
  );
}

export const hubLoaders = (ctx: GatewayContext) => ({
  byId: hubsById(ctx.upstream),
  byMachineId: keyLoader((machineId: string) => fetchHubByMachineId(ctx.upstream, machineId)),
  information: keyLoader((id: number) => fetchInformation(ctx.upstream, id)),
  state: keyLoader((id: number) => fetchState(ctx.upstream, id)),
  upgrade: keyLoader((id: number) => fetchUpgrade(ctx.upstream, id)),
});
