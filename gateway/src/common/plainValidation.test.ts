import { describe, expect, it } from 'vitest';
import { fieldLabel, plainValidationMessage } from './plainValidation.js';

describe('plain validation messages', () => {
  it('names the field and the limit instead of the validator wording', () => {
    expect(plainValidationMessage('name', 'must NOT have more than 200 characters')).toBe(
      'Name must be at most 200 characters.',
    );
    expect(plainValidationMessage('stockDocketNumber', 'must be integer')).toBe(
      'Stock docket number must be a whole number.',
    );
    expect(plainValidationMessage('tankCapacity', 'must be >= 0')).toBe('Tank capacity must be at least 0.');
    expect(plainValidationMessage('body', "must have required property 'fill_amount'")).toBe(
      'Fill amount must be set.',
    );
    expect(plainValidationMessage('installed', 'must match format "date"')).toBe(
      'Installed must be a date (YYYY-MM-DD).',
    );
  });

  it('keeps a message that is already a sentence, and never leaves one nameless', () => {
    expect(plainValidationMessage('title', 'Every issue must have a title.')).toBe(
      'Every issue must have a title.',
    );
    expect(plainValidationMessage('title', 'is odd')).toBe('Title: is odd');
    expect(plainValidationMessage(null, 'must be integer')).toBe('A value must be a whole number.');
  });

  it('labels camelCase, snake_case and paths', () => {
    expect(fieldLabel('contactEmail')).toBe('Contact email');
    expect(fieldLabel('contact_email')).toBe('Contact email');
    expect(fieldLabel('events.0.start')).toBe('Start');
  });
});
