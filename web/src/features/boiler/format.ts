// How the Oil tab writes numbers and dates (Irish style, like the rest of the console).

const NUMBER = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : NUMBER.format(value);
}

/** A "YYYY-MM-DD" date as "4 Mar 2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** An ISO time as the "YYYY-MM-DDTHH:MM" a datetime-local input shows, in the browser's zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
