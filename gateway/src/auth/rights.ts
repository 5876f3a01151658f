// The caller's rights (spec 3 §3, §6), read from the profile validated once per request and cached per
// token, so checking them on every field costs no upstream call of its own. Administrators are not
// exempt: a right counts only when the profile holds it.
import { requireSession, type GatewayContext } from '../context.js';
import { toProfile } from './profile.js';
import { validatedProfile } from './session.js';

export type Right = 'address' | 'firmwares';

export async function holdsRight(ctx: GatewayContext, right: Right): Promise<boolean> {
  return toProfile(await validatedProfile(ctx)).rights[right];
}

/**
 * Whether the caller sees customer contact details (the "address" right). UNAUTHENTICATED without a
 * session, before any upstream call: the grids ask this first, to know which columns to search and return.
 */
export async function seesContactDetails(ctx: GatewayContext): Promise<boolean> {
  requireSession(ctx);
  return holdsRight(ctx, 'address');
}

/**
 * A customer contact detail (address, phone, e-mail) as the caller may see it: the value for holders of
 * the "address" right, null for anyone else. Every area that returns contact details answers through
 * this, so scripts get the same answer as the screens.
 */
export async function contactDetail<T>(ctx: GatewayContext, value: T): Promise<T | null> {
  return (await holdsRight(ctx, 'address')) ? value : null;
}

/**
 * The contactDetailsHidden field of every type with contact details (a hub's information, a lead, an ECMS
 * row, an installation report): true when the caller lacks the "address" right, so a null contact detail
 * beside it is hidden, not empty.
 */
export async function contactDetailsHidden(_: unknown, __: unknown, ctx: GatewayContext): Promise<boolean> {
  return !(await holdsRight(ctx, 'address'));
}
