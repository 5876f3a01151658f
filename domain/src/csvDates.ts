// How an instant is written in a CSV file staff open in a spreadsheet: Irish wall-clock time as
// "2027-02-20 12:36:00". Excel and LibreOffice read it as a date and time, it sorts as text, and the
// install upload reads it back (as Irish time); "2027-02-20T12:36:00.000Z" stayed text in a spreadsheet
// and was an hour off the screens' times all summer.

const IRISH_PARTS = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The instant's Irish date and time parts, zero-padded: year, month, day, hour, minute, second. */
export function irishTimeParts(
  instant: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = IRISH_PARTS.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** "2027-02-20 12:36:00" (Irish time) of an ISO-8601 instant; the text itself when it is not one. */
export function csvDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const p = irishTimeParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
