import type { FieldError } from '../validation/userError.js';
import { textLimitErrors } from '../validation/textLimits.js';

// The administration texts, word for word as staff have always seen them (spec 3 §2.6–§2.8, §6, §8), and
// the ones this console adds for accounts and tokens. fleet-api answers with them, the gateway returns
// them, the web shows them: one copy.
export const ADMIN_MESSAGES = {
  notAdministrator: 'Not an administrator.',
  profileScreenForbidden: 'You must be an administrator to access this screen.',
  changeForbidden: 'You need admin rights to change these settings.',
  ownAdministerRight: "You can't remove your own administrator rights!",
  lastAdministrator: 'At least one active administrator must remain.',
  ownAccount: "You can't disable your own account!",
  ownPassword:
    "You can't reset your own password: it would sign you out at once. Another administrator can reset it.",
  passwordChangeRequired: 'You must choose a new password before you can sign in.',
  accountDisabled: 'This account has been disabled.',
  readOnlyToken: 'This token is read-only: it cannot change anything.',
  personalTokenCannotManageTokens: 'Personal access tokens cannot create or revoke tokens; sign in instead.',
  nameRequired: 'Enter a name.',
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'A profile with this e-mail address already exists.',
  tokenNameRequired: 'Enter a name for the token.',
  /** Not in the spec: two listed tokens of one name could not be told apart, to revoke the right one. */
  tokenNameTaken: (name: string) => `You have a token named "${name}" already: give this one another name.`,
  tokenLifetime: 'A token lasts 30, 90 or 365 days.',
} as const;

/** Days a personal access token may last (like GitHub's fine-grained tokens, never unlimited). */
export const TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
export type TokenLifetimeDays = (typeof TOKEN_LIFETIME_DAYS)[number];

/** Every personal access token starts with this, so a leaked one is recognisable (secret scanners). */
export const PERSONAL_TOKEN_PREFIX = 'hubpat_';

/** The most characters a token's name takes (fleet-api's schema holds it to the same number). */
export const TOKEN_NAME_MAX = 100;

/**
 * A new token's name, said beside the field while typing: empty, or longer than TOKEN_NAME_MAX (a longer
 * one was let through to Create and only then refused by the server).
 */
export function tokenNameProblems(values: { name: string }): FieldError[] {
  if (values.name.trim() === '') return [{ field: 'name', message: ADMIN_MESSAGES.tokenNameRequired }];
  return textLimitErrors(values, { name: ['Name', TOKEN_NAME_MAX] });
}
