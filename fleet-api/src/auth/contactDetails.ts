// The "address" right (spec 3 §3, §6: "view addresses") guards a customer's contact details: street
// address, phone, mobile and e-mail. fleet-api enforces it itself, so a script holding a staff token meets
// the same wall as the console: every answer that carries these fields is masked (null) for a caller
// without the right, and a write from such a caller can never change them (docs/domain.md).
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.js';
import { signedIn } from './hook.js';

/** The contact-detail columns of a hub's information record (and `address` of the hub record). */
export const CONTACT_FIELDS = ['address', 'contact_phone', 'contact_mobile', 'contact_email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const ADDRESS_RIGHT_REQUIRED =
  'You must have the "address" right to change a customer\'s address, phone, mobile or e-mail.';

export function seesContactDetails(request: FastifyRequest): boolean {
  return signedIn(request).rights.address;
}

/** The row with its contact details nulled unless the caller holds the right; other fields untouched. */
export function maskContactDetails<T extends object>(request: FastifyRequest, row: T): T;
export function maskContactDetails<T extends object>(request: FastifyRequest, row: T | null): T | null;
export function maskContactDetails<T extends object>(request: FastifyRequest, row: T | null): T | null {
  if (row === null || seesContactDetails(request)) return row;
  const masked: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of CONTACT_FIELDS) if (field in masked) masked[field] = null;
  return masked as T;
}

export function maskEachContactDetails<T extends object>(request: FastifyRequest, rows: T[]): T[] {
  return seesContactDetails(request) ? rows : rows.map((row) => maskContactDetails(request, row));
}

/**
 * For a write by a caller without the right: a contact field sent with a value is refused (403, nothing
 * saved), since the caller could not have read what it would replace; left out or null means "keep what
 * is stored" (so is an empty text), which the save then does in its own statement. Answers whether the stored values must be kept.
 */
export function keepsStoredContactDetails(
  request: FastifyRequest,
  body: Partial<Record<ContactField, unknown>>,
): boolean {
  if (seesContactDetails(request)) return false;
  const sent = CONTACT_FIELDS.filter(
    (field) => body[field] !== undefined && body[field] !== null && body[field] !== '',
  );
  if (sent.length > 0) throw forbidden(ADDRESS_RIGHT_REQUIRED);
  return true;
}
