// The rule for a password a person chooses (after a one-time password or a reset). Long rather than
// complicated, as NIST SP 800-63B advises: at least 10 characters, not the one-time password again.
import type { FieldError } from '../validation/userError.js';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

export const PASSWORD_MESSAGES = {
  tooShort: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
  sameAsOld: 'Choose a password different from the one-time password.',
} as const;

export function validateNewPassword(newPassword: string, oldPassword: string): FieldError[] {
  const field = 'newPassword';
  if ([...newPassword].length < MIN_PASSWORD_LENGTH) return [{ field, message: PASSWORD_MESSAGES.tooShort }];
  if (newPassword.length > MAX_PASSWORD_LENGTH) return [{ field, message: PASSWORD_MESSAGES.tooLong }];
  if (newPassword === oldPassword) return [{ field, message: PASSWORD_MESSAGES.sameAsOld }];
  return [];
}
