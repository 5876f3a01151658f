import { HEATING_STATE_NAMES, commsHeatingState } from '@hub/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type { HubAction } from '../__generated__/resolvers-types.js';
import {
  PAGE_LIMITS,
  logCount,
  timeKeyQuery,
  timeKeyedConnection,
  totalCountIfSelected,
} from '../common/connection.js';
import type { PageArgs, TimeRangeArgs } from '../common/connection.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';

export interface ActionRow {
  uid: number;
  hubid: number;
  created: string;
  type: string;
  action: string;
  initiatorid: number | null;
  userid: number | null;
  setstate: number | null;
  setting: number | null;
}

export function toHubAction(row: ActionRow): Omit<HubAction, '__typename' | 'hub'> {
  return {
    id: String(row.uid),
    hubId: row.hubid,
    created: row.created,
    type: row.type,
    action: row.action,
    initiatorId: row.initiatorid,
    userId: row.userid,
    state: row.setstate === null ? null : (HEATING_STATE_NAMES[row.setstate] ?? null),
    setState: row.setstate,
    setStateText: row.setstate === null ? null : commsHeatingState(row.setstate),
    setting: row.setting,
  };
}

async function actions(
  ctx: GatewayContext,
  path: string,
  args: PageArgs & TimeRangeArgs,
  info: GraphQLResolveInfo,
) {
  requireSession(ctx);
  return timeKeyedConnection(
    args,
    PAGE_LIMITS,
    path,
    (page) => ctx.upstream.get<ActionRow[]>(`${path}?${timeKeyQuery(page)}`),
    toHubAction,
    totalCountIfSelected(info, logCount(ctx.upstream, path, args)),
  );
}

export const resolvers: Resolvers = {
  HubAction: { hub: hubOf },
  Hub: {
    actions: (hub, args, ctx, info) => actions(ctx, `/api/private/hub/${hub.id}/actions`, args, info),
  },
  Query: {
    hubActions: (_, args, ctx, info) => actions(ctx, '/api/private/hubs/actions', args, info),
  },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    actions: true;
  }
}
