import { describe, expect, it } from 'vitest';
import {
  MESSAGE_FIELD_TEXTS as T,
  mailTypeName,
  messageResponseText,
  serverErrorText,
  validateMessage,
} from './message.js';

const valid = { from: 'Support', subject: 'Hello', body: 'Body', mailType: 0 };

describe('message validation', () => {
  it('accepts the limits exactly', () => {
    expect(
      validateMessage({ ...valid, from: 'f'.repeat(20), subject: 's'.repeat(18), body: 'b'.repeat(160) }),
    ).toEqual([]);
    expect(validateMessage({ ...valid, mailType: 1, positive: 'y', negative: 'n'.repeat(8) })).toEqual([]);
  });

  it('requires from, subject and body and caps them', () => {
    expect(validateMessage({ ...valid, from: ' ', subject: '', body: '' })).toEqual([
      { field: 'from', message: T.fromRequired },
      { field: 'subject', message: T.subjectRequired },
      { field: 'body', message: T.bodyRequired },
    ]);
    expect(
      validateMessage({ ...valid, from: 'f'.repeat(21), subject: 's'.repeat(19), body: 'b'.repeat(161) }),
    ).toEqual([
      { field: 'from', message: T.fromTooLong },
      { field: 'subject', message: T.subjectTooLong },
      { field: 'body', message: T.bodyTooLong },
    ]);
  });

  it('needs 1 to 8 character choices only when the type is above 0', () => {
    expect(validateMessage({ ...valid, positive: '', negative: 'x'.repeat(30) })).toEqual([]);
    expect(validateMessage({ ...valid, mailType: 2, positive: '', negative: 'x'.repeat(9) })).toEqual([
      { field: 'positive', message: T.positive },
      { field: 'negative', message: T.negative },
    ]);
    expect(validateMessage({ ...valid, mailType: 3 })).toContainEqual({
      field: 'mailType',
      message: T.mailType,
    });
  });
});

describe('message texts', () => {
  const base = { positive: 'Order', negative: 'Skip', response: null, timeRead: null };
  it('shows the chosen answer of a read Question or Reorder, and Read for Information', () => {
    expect(
      messageResponseText({ ...base, mailType: 2, timeRead: '2026-01-01T00:00:00Z', response: true }),
    ).toBe('Order');
    expect(
      messageResponseText({ ...base, mailType: 1, timeRead: '2026-01-01T00:00:00Z', response: false }),
    ).toBe('Skip');
    expect(messageResponseText({ ...base, mailType: 1, timeRead: '2026-01-01T00:00:00Z' })).toBe('Skip');
    expect(messageResponseText({ ...base, mailType: 1, response: true })).toBe('');
    expect(messageResponseText({ ...base, mailType: 0, timeRead: '2026-01-01T00:00:00Z' })).toBe('Read');
    expect(messageResponseText({ ...base, mailType: 0, response: false })).toBe('Read');
    expect(messageResponseText({ ...base, mailType: 0 })).toBe('');
  });

  it('names the types and words a server error', () => {
    expect([0, 1, 2].map(mailTypeName)).toEqual(['Information', 'Question', 'Reorder']);
    expect(serverErrorText(500, 'Internal Server Error')).toBe(
      'Message sending failed due to server error, status 500: Internal Server Error',
    );
  });
});
