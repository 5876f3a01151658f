// Spec 1 §9: the chart shows dates as day and month when the period is over 7 days (a week's bars
// are named by weekday).

const DAY_MONTH = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-IE', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** The label of one "YYYY-MM-DD" bar in a period of `days` days. */
export function chartLabel(date: string, days: number): string {
  const when = new Date(`${date}T00:00:00Z`);
  return days > 7 ? DAY_MONTH.format(when) : WEEKDAY.format(when);
}
