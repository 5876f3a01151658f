// A new staff profile's name and e-mail, checked the same way by the add form, the gateway and fleet-api.
import type { FieldError } from '../validation/userError.js';
import { ADMIN_MESSAGES } from './messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewProfile({ name, email }: { name: string; email: string }): FieldError[] {
  return [
    ...(name.trim() === '' ? [{ field: 'name', message: ADMIN_MESSAGES.nameRequired }] : []),
    ...(EMAIL.test(email.trim()) ? [] : [{ field: 'email', message: ADMIN_MESSAGES.emailInvalid }]),
  ];
}
