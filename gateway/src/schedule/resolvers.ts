// The weekly schedule (spec 1 §2 Schedule tab). Whichever form the upstream answers in (start/stop
// minutes, or mow "start-end" with finish) is decoded by the domain rules to the same events.
import {
  decodeSchedule,
  describeScheduleEvent,
  eventAdjustText,
  eventDay,
  eventDurationMinutes,
  eventStartTime,
  scheduleByDay,
  WEEK_DAYS,
} from '@hub/domain';
import type { ScheduleEvent } from '@hub/domain';
import type { HubSchedule, HubScheduleEvent } from '../__generated__/resolvers-types.js';
import { keyLoader } from '../common/keyLoader.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { registerHubPrefetch } from '../hub/dataPrefetch.js';
import { hubOf } from '../hub/hubOf.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { UpstreamClient } from '../upstream/client.js';
import { hubOr, userErrorsOf } from '../common/userErrors.js';

/** Either form of spec 1 §3. */
export interface ScheduleRecord {
  hubid: number;
  events: Array<{
    uid: number;
    start?: number;
    stop?: number;
    mow?: string;
    finish?: number;
    adjust: number;
  }>;
}

const path = (id: number) => `/api/private/hub/${encodeURIComponent(String(id))}/schedule`;
const fetchSchedule = (upstream: UpstreamClient, id: number): Promise<ScheduleRecord> =>
  upstream.get(path(id));
const clearSchedule = (upstream: UpstreamClient, id: number): Promise<ScheduleRecord> =>
  upstream.get(`${path(id)}/clear`);
const deleteEvent = (upstream: UpstreamClient, id: number, eventId: number): Promise<ScheduleRecord> =>
  upstream.delete(`${path(id)}/${encodeURIComponent(String(eventId))}`);

const scheduleLoaders = (ctx: GatewayContext) => ({
  schedule: keyLoader((id: number) => fetchSchedule(ctx.upstream, id)),
});
registerHubPrefetch('schedule', (ctx, id) => ctx.loaders(scheduleLoaders).schedule.load(id));

function toEvent(event: ScheduleEvent): HubScheduleEvent {
  return {
    id: event.uid,
    start: event.start,
    stop: event.stop,
    day: eventDay(event),
    startTime: eventStartTime(event),
    durationMinutes: eventDurationMinutes(event),
    adjust: event.adjust,
    adjustText: eventAdjustText(event.adjust),
    description: describeScheduleEvent(event),
  };
}

export function toSchedule(hubId: number, record: ScheduleRecord): Omit<HubSchedule, 'hub'> {
  const events = decodeSchedule(record).map(toEvent);
  return {
    hubId,
    events,
    days: scheduleByDay(events).map((dayEvents, day) => ({
      day,
      name: WEEK_DAYS[day] ?? '',
      events: dayEvents,
    })),
  };
}

async function scheduleOf(ctx: GatewayContext, hubId: number) {
  requireSession(ctx);
  return toSchedule(hubId, await ctx.loaders(scheduleLoaders).schedule.load(hubId));
}

export const resolvers: Resolvers = {
  Query: {
    hubSchedule: (_, { hubId }, ctx) => scheduleOf(ctx, hubId),
  },
  Hub: { schedule: (hub, _, ctx) => scheduleOf(ctx, hub.id) },
  HubSchedule: { hub: hubOf },
  Mutation: {
    deleteScheduleEvent: async (_, { input: { hubId, eventId } }, ctx) => {
      requireSession(ctx);
      const deleted = await userErrorsOf(() => deleteEvent(ctx.upstream, hubId, eventId), {
        missing: hubOr('eventId'),
      });
      if ('userErrors' in deleted) return { schedule: null, userErrors: deleted.userErrors };
      ctx.loaders(scheduleLoaders).schedule.clear(hubId).prime(hubId, deleted.value);
      return { schedule: toSchedule(hubId, deleted.value), userErrors: [] };
    },
    clearSchedule: async (_, { input: { hubId } }, ctx) => {
      requireSession(ctx);
      const cleared = await userErrorsOf(() => clearSchedule(ctx.upstream, hubId), { missing: 'hubId' });
      if ('userErrors' in cleared) return { schedule: null, userErrors: cleared.userErrors };
      ctx.loaders(scheduleLoaders).schedule.clear(hubId).prime(hubId, cleared.value);
      return { schedule: toSchedule(hubId, cleared.value), userErrors: [] };
    },
  },
};
