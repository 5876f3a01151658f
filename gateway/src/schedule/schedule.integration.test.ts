import { beforeAll, describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const EVENT = 'id start stop day startTime durationMinutes adjust adjustText description';
const TAB = `query ($hubId: Int!) {
  hubSchedule(hubId: $hubId) { hubId events { ${EVENT} } days { day name events { id } } }
}`;
const DELETE = `mutation ($hubId: Int!, $id: Int!) {
  deleteScheduleEvent(input: { hubId: $hubId, eventId: $id }) { schedule { hubId events { id } } userErrors { field code } }
}`;
const CLEAR = `mutation ($hubId: Int!) {
  clearSchedule(input: { hubId: $hubId }) { schedule { hubId events { id } days { name events { id } } } userErrors { message } }
}`;

type Schedule = {
  hubId: number;
  events: Array<{ id: number; start: number; day: number; description: string }>;
  days: Array<{ day: number; name: string; events: Array<{ id: number }> }>;
};

describe.each(backends)('schedule against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });
  let hubs: number[];

  beforeAll(async () => {
    hubs = (
      await stack.sql<{ hubid: number }>('SELECT DISTINCT hubid FROM schedule_events ORDER BY hubid')
    ).map((r) => r.hubid);
  });

  it('shows seven days, Sunday to Saturday, with one upstream call', async () => {
    const [row] = await stack.sql<{ start: number; stop: number; adjust: number }>(
      'SELECT start, stop, adjust FROM schedule_events WHERE hubid = $1 AND adjust <> 0 LIMIT 1',
      [hubs[0]],
    );
    const answer = await stack.query<{ hubSchedule: Schedule }>(TAB, { hubId: hubs[0] }, session);
    const schedule = answer.data!.hubSchedule;
    expect(schedule.days.map((d) => d.name)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(schedule.days.flatMap((d) => d.events.map((e) => e.id))).toEqual(schedule.events.map((e) => e.id));
    for (const event of schedule.events) expect(event.day).toBe(Math.floor(event.start / 1440));
    if (row) {
      const sign = row.adjust > 0 ? '+' : '-';
      expect(schedule.events.map((e) => e.description)).toContainEqual(
        expect.stringContaining(`+ ${row.stop - row.start} min (${sign}${Math.abs(row.adjust) / 10})`),
      );
    }
    expect(answer.upstreamCalls).toBe(1);
  });

  it('deletes one event, then clears the schedule', async () => {
    const hubId = hubs[1]!;
    const before = (await stack.query<{ hubSchedule: Schedule }>(TAB, { hubId }, session)).data!.hubSchedule;
    const gone = before.events[0]!.id;
    const deleted = await stack.query<{ deleteScheduleEvent: { schedule: Schedule } }>(
      DELETE,
      { hubId, id: gone },
      session,
    );
    expect(deleted.data?.deleteScheduleEvent.schedule.events.map((e) => e.id)).toEqual(
      before.events.slice(1).map((e) => e.id),
    );
    expect(deleted.upstreamCalls).toBe(1);
    expect((await stack.query(DELETE, { hubId, id: gone }, session)).data).toEqual({
      deleteScheduleEvent: { schedule: null, userErrors: [{ field: 'eventId', code: 'NOT_FOUND' }] },
    });

    const cleared = await stack.query<{ clearSchedule: { schedule: Schedule } }>(CLEAR, { hubId }, session);
    expect(cleared.data?.clearSchedule.schedule.events).toEqual([]);
    expect(cleared.data?.clearSchedule.schedule.days).toHaveLength(7);
    expect(cleared.upstreamCalls).toBe(1);
  });
});
