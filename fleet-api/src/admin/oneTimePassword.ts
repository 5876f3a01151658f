import { randomBytes } from 'node:crypto';

/**
 * A one-time password for a new or reset account: 16 characters of base64url (96 bits), shown once to
 * the administrator and stored only as a hash; it signs in only through the change-password step.
 */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}
