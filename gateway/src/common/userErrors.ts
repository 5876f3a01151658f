// Upstream validation failures (HTTP 400 with `errors`) become the mutation's userErrors, with the
// upstream's snake_case field names turned into the camelCase input names the web knows, and the
// validator's wording into plain words that name the field and the limit. Each user error carries a
// stable `code` (UserErrorCode) a script can branch on, since messages are reworded over time.
import type { UserError, UserErrorCode } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';
import { plainValidationMessage } from './plainValidation.js';

/**
 * A user error as resolvers build it. `code` may be left out (codegen.ts makes it optional here):
 * UserError.code then derives it from the message (INVALID when the wording tells nothing), so a plain
 * `{ field, message }` is a valid user error.
 */
export type UserErrorShape = UserError;

export function camelCase(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

// The upstream's run-together names, which camelCase cannot split, as the GraphQL inputs spell them.
const INPUT_NAMES: Readonly<Record<string, string>> = {
  hubid: 'hubId',
  hubids: 'hubIds',
  firmwareid: 'firmwareId',
  installerid: 'installerId',
  // Firmware: a release's or a route's set, a set's target release, a release's flags.
  fwsetid: 'setId',
  target_firmware_uid: 'targetFirmwareId',
  breakingchange: 'breakingChange',
  hashtype: 'hashType',
  // An issue's tag and action required, which the input names otherwise than their columns.
  issue_tag_id: 'tagId',
  issue_action_id: 'actionRequiredId',
};

/** The GraphQL input name for an upstream (snake_case) field name: "customer_type_id" → "customerTypeId". */
export function inputFieldName(field: string): string {
  return field
    .split('.')
    .map((part) => INPUT_NAMES[part] ?? camelCase(part))
    .join('.');
}

// The upstream validator's own wording (before it is made plain) tells the kind of refusal.
const RAW_CODES: Array<[RegExp, UserErrorCode]> = [
  [/^must have required property|must be set|must be selected|is required|^Enter (a|an|the) /i, 'REQUIRED'],
  [/must NOT have more than \d+ characters?|at most \d+ characters|too long/i, 'TOO_LONG'],
  [/must NOT have fewer than \d+ characters?|at least \d+ characters/i, 'TOO_SHORT'],
  [/must NOT have more than \d+ items?|too large|too big|at most \d+ (entries|bytes|files)/i, 'TOO_LARGE'],
  [
    /^must be [<>]=? -?[\d.]+$|must be (at most|at least|above|below|between)|out of the allowed range/i,
    'OUT_OF_RANGE',
  ],
  [/already|duplicate/i, 'DUPLICATE'],
  [/not found|no longer exists|does not exist|unknown|^No [a-z ]+ with id/i, 'NOT_FOUND'],
];

/** The code for one upstream refusal: by the upstream's status, else by the refusal's wording. */
export function userErrorCode(message: string, upstreamStatus: number | null = 400): UserErrorCode {
  if (upstreamStatus === 404) return 'NOT_FOUND';
  if (upstreamStatus === 409) return 'CONFLICT';
  if (upstreamStatus === 401) return 'UNAUTHENTICATED';
  if (upstreamStatus === 413) return 'TOO_LARGE';
  for (const [pattern, code] of RAW_CODES) if (pattern.test(message)) return code;
  return 'INVALID';
}

export function toUserErrors(error: UpstreamError): UserErrorShape[] {
  if (error.fieldErrors.length > 0) {
    return error.fieldErrors.map(({ field, message }) => {
      const name = field === null ? null : inputFieldName(field);
      return {
        field: name,
        message: plainValidationMessage(name, message),
        code: userErrorCode(message, error.upstreamStatus),
      };
    });
  }
  return [{ field: null, message: error.message, code: userErrorCode(error.message, error.upstreamStatus) }];
}

export interface RefusalFields {
  /**
   * The input field naming the record the write is about: a 404 is NOT_FOUND on it (docs/api.md), not an
   * error that would null the payload. A function picks it by the upstream's message, for a write that
   * names two records (a hub and its reading: "Hub 7 does not exist.").
   */
  missing?: string | ((message: string) => string);
  /**
   * A 409 that names its field (a fuel fill at a taken timestamp) is a user error too. Without a field a
   * 409 is a stale copy, the CONFLICT error, either way.
   */
  conflictOnField?: boolean;
}

/** The input field of a write naming a hub and another record: the hub's when the hub is what is missing. */
export const hubOr =
  (field: string) =>
  (message: string): string =>
    /^Hub \d+ does not exist/.test(message) ? 'hubId' : field;

/**
 * Runs an upstream write and answers its refusal as the mutation's userErrors: a refused value (400) on
 * its field, a missing record (404) on `fields.missing`. Every other fault stays a GraphQL error.
 */
export async function userErrorsOf<T>(
  write: () => Promise<T>,
  fields: RefusalFields = {},
): Promise<{ value: T } | { userErrors: UserErrorShape[] }> {
  try {
    return { value: await write() };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { missing, conflictOnField = false } = fields;
    if (
      error.code === 'BAD_USER_INPUT' ||
      (conflictOnField && error.code === 'CONFLICT' && error.fieldErrors.length > 0)
    )
      return { userErrors: toUserErrors(error) };
    if (error.code === 'NOT_FOUND' && missing !== undefined) {
      const field = typeof missing === 'string' ? missing : missing(error.message);
      return {
        userErrors: toUserErrors(error).map((userError) =>
          userError.field === null ? { ...userError, field } : userError,
        ),
      };
    }
    throw error;
  }
}

/** UserError.code: the code the resolver gave, else the one its wording tells (INVALID when none). */
export const userErrorResolvers: NonNullable<Resolvers['UserError']> = {
  code: (error) => error.code ?? userErrorCode(error.message, null),
};
