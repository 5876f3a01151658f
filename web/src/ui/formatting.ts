// How times and durations read on screen. Staff are in Ireland, so dates are shown the Irish way.

const DATE_TIME = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'short' });

/** "21 Nov 2025, 10:15" in the browser's time zone; empty for a missing or unreadable time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

const DATE = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium' });
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "20 Feb 2027" for a date ("2027-02-20", read as that calendar day) or a time; empty when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = DAY_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time in its two largest units: "45 s", "12 min", "5 h 12 min", "3 d 4 h". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.floor(seconds);
  if (s < MINUTE) return `${s} s`;
  if (s < HOUR) return `${Math.floor(s / MINUTE)} min`;
  if (s < DAY) {
    const minutes = Math.floor((s % HOUR) / MINUTE);
    return minutes ? `${Math.floor(s / HOUR)} h ${minutes} min` : `${Math.floor(s / HOUR)} h`;
  }
  const hours = Math.floor((s % DAY) / HOUR);
  return hours ? `${Math.floor(s / DAY)} d ${hours} h` : `${Math.floor(s / DAY)} d`;
}

/** "12 min ago" for a time in the past; "just now" within a minute or for a clock slightly ahead. */
export function formatAge(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = (now.getTime() - then) / 1000;
  return seconds < MINUTE ? 'just now' : `${formatDuration(seconds)} ago`;
}

/** "1,200": every count the app shows, with the thousands separated as staff write them. */
export function formatNumber(count: number): string {
  return count.toLocaleString('en-IE');
}

/** "1 lead", "2 leads", "1,200 leads": a count with its noun, singular for one. */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : plural}`;
}
