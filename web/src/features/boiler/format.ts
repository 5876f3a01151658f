// How the Oil tab writes numbers (Irish style, like the rest of the console). Dates use the console's one
// formatter, ui/formatting.

const NUMBER = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : NUMBER.format(value);
}

/** An ISO time as the "YYYY-MM-DDTHH:MM" a datetime-local input shows, in the browser's zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
