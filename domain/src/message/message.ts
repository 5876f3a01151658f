// Messages to hubs (spec 1 §4, §5, §8; spec 2 §4, §5, §8): validation shared by the form and the
// gateway mutation, the response text of the list, and the outcome texts.
import type { FieldError } from '../validation/userError.js';

export const MAIL_TYPES = Object.freeze([
  { id: 0, name: 'Information' },
  { id: 1, name: 'Question' },
  { id: 2, name: 'Reorder' },
] as const);

export function mailTypeName(mailType: number): string {
  return MAIL_TYPES.find((t) => t.id === mailType)?.name ?? String(mailType);
}

/** Spec 1 §9 message limits. From is limited to 18 in the input, 20 on the wire. */
export const MESSAGE_LIMITS = Object.freeze({
  from: 20,
  fromInput: 18,
  subject: 18,
  body: 160,
  choiceMin: 1,
  choiceMax: 8,
});

export const MESSAGE_TEXTS = Object.freeze({
  sent: 'Message has been sent.',
  notSent: 'The message was not sent.',
  invalid: 'Fields are invalid!',
  unknownFailure: 'Sending Message has failed for some unknown reason :-(',
  noMessages: 'No Messages',
  read: 'Read',
});

export function serverErrorText(status: number | string, statusText: string): string {
  return `Message sending failed due to server error, status ${status}: ${statusText}`;
}

// Field messages: the spec gives the rules but not their wording, so these are ours.
export const MESSAGE_FIELD_TEXTS = Object.freeze({
  hubIds: 'Enter at least one hub id or serial.',
  hubIdsInvalid: (parts: string[]) => `Not a hub id or serial: ${parts.join(', ')}`,
  fromRequired: 'From is required.',
  fromTooLong: `From must be at most ${MESSAGE_LIMITS.from} characters.`,
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject must be at most ${MESSAGE_LIMITS.subject} characters.`,
  bodyRequired: 'Body is required.',
  bodyTooLong: `Body must be at most ${MESSAGE_LIMITS.body} characters.`,
  mailType: 'Type must be Information, Question or Reorder.',
  positive: `Affirmative must be 1 to ${MESSAGE_LIMITS.choiceMax} characters.`,
  negative: `Negative must be 1 to ${MESSAGE_LIMITS.choiceMax} characters.`,
});

export interface MessageFields {
  from: string;
  subject: string;
  body: string;
  mailType: number;
  positive?: string | null;
  negative?: string | null;
}

/** Spec 1 §5 / spec 2 §5 message rules. An empty list means valid. */
export function validateMessage(fields: MessageFields): FieldError[] {
  const errors: FieldError[] = [];
  const t = MESSAGE_FIELD_TEXTS;
  const from = fields.from.trim();
  const subject = fields.subject.trim();
  const body = fields.body.trim();
  if (from === '') errors.push({ field: 'from', message: t.fromRequired });
  else if (fields.from.length > MESSAGE_LIMITS.from) errors.push({ field: 'from', message: t.fromTooLong });
  if (subject === '') errors.push({ field: 'subject', message: t.subjectRequired });
  else if (fields.subject.length > MESSAGE_LIMITS.subject)
    errors.push({ field: 'subject', message: t.subjectTooLong });
  if (body === '') errors.push({ field: 'body', message: t.bodyRequired });
  else if (fields.body.length > MESSAGE_LIMITS.body) errors.push({ field: 'body', message: t.bodyTooLong });
  if (![0, 1, 2].includes(fields.mailType)) errors.push({ field: 'mailType', message: t.mailType });
  if (fields.mailType > 0) {
    for (const key of ['positive', 'negative'] as const) {
      const value = (fields[key] ?? '').trim();
      if (value.length < MESSAGE_LIMITS.choiceMin || (fields[key] ?? '').length > MESSAGE_LIMITS.choiceMax)
        errors.push({ field: key, message: t[key] });
    }
  }
  return errors;
}

export interface MessageReadState {
  mailType: number;
  timeRead: string | null | undefined;
  response: boolean | null | undefined;
  positive: string | null | undefined;
  negative: string | null | undefined;
}

/** Unread when time_read is empty (spec 1 §4). */
export function isMessageRead(message: Pick<MessageReadState, 'timeRead'>): boolean {
  return message.timeRead !== null && message.timeRead !== undefined && message.timeRead !== '';
}

/**
 * The Response column: Question and Reorder show the positive text once read if the response is true,
 * else the negative text; Information shows "Read" once read or responded. Otherwise empty.
 */
export function messageResponseText(message: MessageReadState): string {
  const read = isMessageRead(message);
  if (message.mailType > 0) {
    if (!read) return '';
    return (message.response ? message.positive : message.negative) ?? '';
  }
  return read || (message.response !== null && message.response !== undefined) ? MESSAGE_TEXTS.read : '';
}
