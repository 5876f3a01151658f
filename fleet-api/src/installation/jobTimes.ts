// A job's times as people read them and as they must stand to each other: the install upload (a sheet's
// row) and a report grid's cell edit (one time changed, the other the row's) keep the same rule.
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { formatDateTimeInput } from '@hub/domain/dateInput';

/** A stored instant in Irish clock time, in the app's one format ("1 Oct 2031, 09:00"), as the screen shows dates. */
export const irishClock = (iso: string) =>
  formatDateTimeInput(format(new TZDate(iso, 'Europe/Dublin'), "yyyy-MM-dd'T'HH:mm"));

interface TimeOrder {
  /** The row's other time. */
  other: 'start_time' | 'end_time';
  /** SQL kept by the row when the changed time is $2: a job does not end before it starts. */
  keeps: string;
  /** Said on the changed time's field when the row's other time refuses it. */
  message(other: string): string;
}

/** For a cell edit of start_time or end_time: the order the row's other time must keep with it. */
export const JOB_TIME_ORDER: Readonly<Record<string, TimeOrder>> = {
  end_time: {
    other: 'start_time',
    keeps: '($2::timestamptz IS NULL OR start_time IS NULL OR $2::timestamptz >= start_time)',
    message: (start) => `end_time must not be before start_time (${start})`,
  },
  start_time: {
    other: 'end_time',
    keeps: '($2::timestamptz IS NULL OR end_time IS NULL OR end_time >= $2::timestamptz)',
    message: (end) => `start_time must not be after end_time (${end})`,
  },
};
