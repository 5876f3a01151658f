import { describe, expect, it } from 'vitest';
import {
  decodeSchedule,
  describeScheduleEvent,
  eventAdjustText,
  scheduleByDay,
  WEEK_DAYS,
} from './schedule.js';

describe('schedule (spec 1 §2, §3)', () => {
  it('decodes the start/stop form and the mow form to the same events', () => {
    const startStop = decodeSchedule({
      events: [
        { uid: 7, start: 1830, stop: 1920, adjust: 15 },
        { uid: 3, start: 390, stop: 480, adjust: 0 },
      ],
    });
    const mow = decodeSchedule([
      { uid: 7, mow: '1830-1920', adjust: 15 },
      { uid: 3, mow: '390-', finish: 480 },
    ]);
    expect(mow).toEqual(startStop);
    expect(startStop).toEqual([
      { uid: 3, start: 390, stop: 480, adjust: 0 },
      { uid: 7, start: 1830, stop: 1920, adjust: 15 },
    ]);
  });

  it('runs an event that ends before it starts over Saturday midnight', () => {
    expect(decodeSchedule([{ uid: 1, mow: '10020-60' }])).toEqual([
      { uid: 1, start: 10020, stop: 10140, adjust: 0 },
    ]);
  });

  it('skips events without a start and bodies that are not schedules', () => {
    expect(decodeSchedule([{ uid: 1, stop: 30 }, null, 'x'])).toEqual([]);
    expect(decodeSchedule('nothing')).toEqual([]);
  });

  it('shows HH:MM plus the duration with the adjust in brackets (sign, adjust/10)', () => {
    expect(describeScheduleEvent({ uid: 1, start: 1830, stop: 1920, adjust: 15 })).toBe(
      '06:30 + 90 min (+1.5)',
    );
    expect(describeScheduleEvent({ uid: 1, start: 1020, stop: 1200, adjust: 0 })).toBe('17:00 + 180 min');
    expect(eventAdjustText(-5)).toBe('-0.5');
    expect(eventAdjustText(0)).toBeNull();
  });

  it('groups events into seven days from Sunday to Saturday', () => {
    expect(WEEK_DAYS[0]).toBe('Sunday');
    expect(WEEK_DAYS[6]).toBe('Saturday');
    const days = scheduleByDay([{ start: 9000 }, { start: 30 }, { start: 1440 }, { start: 600 }]);
    expect(days.map((d) => d.map((e) => e.start))).toEqual([[30, 600], [1440], [], [], [], [], [9000]]);
  });
});
