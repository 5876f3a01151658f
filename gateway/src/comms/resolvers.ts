import { commsTypeName, commsTypeOf, rawPayload } from '@hub/domain';
import type { CommsRecord } from '../__generated__/resolvers-types.js';
import { requireSession } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import {
  PAGE_LIMITS,
  logCount,
  timeKeyQuery,
  timeKeyedConnection,
  totalCountIfSelected,
} from '../common/connection.js';

export interface CommsRow {
  uid: number;
  hubid: number;
  created: string;
  api: string;
  initiatorid: number | null;
  typeid: number;
  ip: string | null;
  headers: Record<string, string>;
  body: string | null;
  payload?: string;
}

export function toCommsRecord(row: CommsRow): Omit<CommsRecord, '__typename' | 'hub'> {
  return {
    id: String(row.uid),
    hubId: row.hubid,
    created: row.created,
    api: row.api,
    initiatorId: row.initiatorid,
    type: commsTypeOf(row.typeid),
    typeId: row.typeid,
    typeName: commsTypeName(row.typeid),
    ip: row.ip,
    headers: Object.entries(row.headers ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    body: row.body,
    payload: row.payload ?? rawPayload(row.headers ?? {}, row.body),
  };
}

export const resolvers: Resolvers = {
  CommsRecord: { hub: hubOf },
  Hub: {
    comms: async (hub, args, ctx, info) => {
      requireSession(ctx);
      const path = `/api/private/hub/${hub.id}/comms`;
      return timeKeyedConnection(
        args,
        PAGE_LIMITS,
        path,
        (page) => ctx.upstream.get<CommsRow[]>(`${path}?${timeKeyQuery(page)}`),
        toCommsRecord,
        totalCountIfSelected(info, logCount(ctx.upstream, path, args)),
      );
    },
  },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    comms: true;
  }
}
