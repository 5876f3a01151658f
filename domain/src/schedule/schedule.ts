// The weekly heating schedule (spec 1 §2 Schedule tab, §3 Schedule event). Hubs and apps send events in
// two forms: start/stop in minutes from Sunday 00:00, or mow ("minutes of week") as "start-end" with a
// finish. Both decode to the same events, shown per day from Sunday to Saturday.

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const NO_EVENTS_TEXT = 'No events in schedule';

export interface ScheduleEvent {
  uid: number;
  /** Minutes from Sunday 00:00. */
  start: number;
  /** Minutes from Sunday 00:00; past the week's end when the event runs over Saturday midnight. */
  stop: number;
  /** Tenths of a degree added to the set point while the event runs. */
  adjust: number;
}

/** One event as either form may carry it. */
export interface RawScheduleEvent {
  uid?: number | string | null;
  start?: number | string | null;
  stop?: number | string | null;
  mow?: string | null;
  finish?: number | string | null;
  adjust?: number | string | null;
}

function whole(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/**
 * One event of either form; null for one that names no start. In the mow form "start-end" gives both
 * ends; a bare "start" (or "start-") takes its end from finish. An end before its start runs over
 * Saturday midnight into the next week.
 */
export function decodeScheduleEvent(raw: RawScheduleEvent, index = 0): ScheduleEvent | null {
  let start: number | null;
  let stop: number | null;
  if (typeof raw.mow === 'string' && raw.mow.trim() !== '') {
    const [from, to] = raw.mow.split('-');
    start = whole(from);
    stop = whole(to) ?? whole(raw.finish);
  } else {
    start = whole(raw.start);
    stop = whole(raw.stop) ?? whole(raw.finish);
  }
  if (start === null || start < 0) return null;
  start %= MINUTES_PER_WEEK;
  if (stop === null) stop = start;
  if (stop < start) stop += MINUTES_PER_WEEK;
  return { uid: whole(raw.uid) ?? index, start, stop, adjust: whole(raw.adjust) ?? 0 };
}

/** A schedule body: a list of events, or an object holding them under `events` or `schedule`. */
export function decodeSchedule(body: unknown): ScheduleEvent[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { events?: unknown; schedule?: unknown }).events ??
        (body as { schedule?: unknown }).schedule)
      : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((raw, index) =>
      raw && typeof raw === 'object' ? decodeScheduleEvent(raw as RawScheduleEvent, index) : null,
    )
    .filter((event): event is ScheduleEvent => event !== null)
    .sort((a, b) => a.start - b.start || a.uid - b.uid);
}

/** 0 (Sunday) to 6 (Saturday): the day the event starts on. */
export function eventDay(event: Pick<ScheduleEvent, 'start'>): number {
  return Math.floor(event.start / MINUTES_PER_DAY) % 7;
}

/** "HH:MM" of the event's start on its day. */
export function eventStartTime(event: Pick<ScheduleEvent, 'start'>): string {
  const minutes = event.start % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function eventDurationMinutes(event: Pick<ScheduleEvent, 'start' | 'stop'>): number {
  return event.stop - event.start;
}

/** The adjust as shown in brackets: sign and adjust/10 ("+1.5", "-0.5"); null when there is none. */
export function eventAdjustText(adjust: number): string | null {
  if (!adjust) return null;
  return `${adjust > 0 ? '+' : '-'}${Math.abs(adjust) / 10}`;
}

/** "06:30 + 90 min (+1.5)": the start, the duration and the optional adjust. */
export function describeScheduleEvent(event: ScheduleEvent): string {
  const adjust = eventAdjustText(event.adjust);
  return `${eventStartTime(event)} + ${eventDurationMinutes(event)} min${adjust ? ` (${adjust})` : ''}`;
}

/** The events of each day, Sunday (0) to Saturday (6), in start order. */
export function scheduleByDay<T extends Pick<ScheduleEvent, 'start'>>(events: readonly T[]): T[][] {
  const days: T[][] = WEEK_DAYS.map(() => []);
  for (const event of [...events].sort((a, b) => a.start - b.start)) days[eventDay(event)]?.push(event);
  return days;
}
