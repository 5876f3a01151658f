import { describe, expect, it } from 'vitest';
import { convertEdit, convertSearch, parseDateText } from './convertSearch';

const STATUSES = [
  { id: 1, name: 'New' },
  { id: 7, name: 'Awaiting Survey' },
];

describe('convertSearch (spec 3 §5 conversions on search)', () => {
  it('turns number columns into numbers and refuses text that is not one', () => {
    expect(convertSearch('number', ' 1004298 ')).toEqual({ ok: true, value: 1004298 });
    expect(convertSearch('number', '12a')).toEqual({ ok: false, message: 'Type a whole number.' });
    expect(convertSearch('number', '')).toMatchObject({ ok: false });
  });

  it('takes only a plain whole number (digits), as the API does, never another reading of it', () => {
    for (const text of ['1e3', '0x10', '1.5', '+7', '1_000', 'Infinity', '0b11'])
      expect(convertSearch('number', text)).toEqual({ ok: false, message: 'Type a whole number.' });
    // -5 is a whole number: the message says what is wrong with it.
    expect(convertSearch('number', '-5')).toEqual({
      ok: false,
      message: 'Type a whole number of 0 or more.',
    });
    expect(convertSearch('number', '0012')).toEqual({ ok: true, value: 12 });
    expect(convertSearch('number', '2147483647')).toEqual({ ok: true, value: 2_147_483_647 });
    expect(convertSearch('number', '2147483648')).toEqual({
      ok: false,
      message: 'Type a whole number up to 2,147,483,647.',
    });
  });

  it('reads dates typed as the app shows them, ISO or dd/mm/yyyy, and sends YYYY-MM-DD', () => {
    expect(convertSearch('date', '20 Feb 2027')).toEqual({ ok: true, value: '2027-02-20' });
    expect(convertSearch('date', '2027-02-20')).toEqual({ ok: true, value: '2027-02-20' });
    expect(convertSearch('date', '3/4/2026')).toEqual({ ok: true, value: '2026-04-03' });
    expect(convertSearch('date', '31/02/2026')).toMatchObject({ ok: false });
    expect(parseDateText('yesterday')).toBeNull();
  });

  it('reads back every date the grid shows, "Sept" for September too, and a date with its time as its day', () => {
    expect(convertSearch('date', '22 Sept 2021')).toEqual({ ok: true, value: '2021-09-22' });
    expect(convertEdit('date', '23 Sept 2021')).toEqual({ ok: true, value: '2021-09-23' });
    expect(convertSearch('date', '22 Sep 2021')).toEqual({ ok: true, value: '2021-09-22' });
    expect(convertSearch('date', '20 Feb 2027, 12:36')).toEqual({ ok: true, value: '2027-02-20' });
  });

  it('matches lookup names case-insensitively to their id', () => {
    expect(convertSearch('lookup', 'awaiting survey', STATUSES)).toEqual({ ok: true, value: 7 });
    expect(convertSearch('lookup', ' NEW ', STATUSES)).toEqual({ ok: true, value: 1 });
    expect(convertSearch('lookup', 'Old', STATUSES)).toEqual({
      ok: false,
      message: 'No entry is named "Old".',
    });
  });

  it('matches booleans on the text true (and false)', () => {
    expect(convertSearch('boolean', 'TRUE')).toEqual({ ok: true, value: true });
    expect(convertSearch('boolean', 'false')).toEqual({ ok: true, value: false });
    expect(convertSearch('boolean', 'maybe')).toMatchObject({ ok: false });
  });

  it('keeps text as typed, trimmed', () => {
    expect(convertSearch('text', '  Dublin ')).toEqual({ ok: true, value: 'Dublin' });
  });
});

describe('convertEdit', () => {
  it('empties a cell with an empty box and types numbers, dates and lookups', () => {
    expect(convertEdit('number', '')).toEqual({ ok: true, value: null });
    expect(convertEdit('number', '42')).toEqual({ ok: true, value: 42 });
    expect(convertEdit('number', 'x')).toMatchObject({ ok: false });
    // An edit reads numbers as a search does.
    expect(convertEdit('number', '1e3')).toEqual({ ok: false, message: 'Type a whole number.' });
    expect(convertEdit('text', 'x'.repeat(500))).toEqual({ ok: true, value: 'x'.repeat(500) });
    expect(convertEdit('text', 'x'.repeat(600))).toEqual({
      ok: false,
      message: 'Type at most 500 characters (this is 600).',
    });
    expect(convertEdit('number', '-5')).toMatchObject({ ok: false });
    expect(convertEdit('date', '2027-02-20')).toEqual({ ok: true, value: '2027-02-20' });
    expect(convertEdit('date', '20 Feb 2027')).toEqual({ ok: true, value: '2027-02-20' });
    expect(convertEdit('lookup', '7')).toEqual({ ok: true, value: 7 });
    expect(convertEdit('text', ' a ')).toEqual({ ok: true, value: ' a ' });
  });

  it('reads a date and time typed in local time, as every form takes it, and sends the instant', () => {
    const local = new Date(2027, 1, 20, 12, 36).toISOString();
    expect(convertEdit('date', '20 Feb 2027, 12:36', true)).toEqual({ ok: true, value: local });
    expect(convertEdit('date', '20/2/2027 12:36', true)).toEqual({ ok: true, value: local });
    expect(convertEdit('date', 'tomorrow', true)).toEqual({
      ok: false,
      message: 'Type a date and time, e.g. 20 Feb 2027, 12:36.',
    });
  });
});
