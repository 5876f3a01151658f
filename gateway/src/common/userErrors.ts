// Upstream validation failures (HTTP 400 with `errors`) become the mutation's userErrors, with the
// upstream's snake_case field names turned into the camelCase input names the web knows, and the
// validator's wording into plain words that name the field and the limit.
import type { UserError } from '../__generated__/resolvers-types.js';
import type { UpstreamError } from '../upstream/errors.js';
import { plainValidationMessage } from './plainValidation.js';

export function camelCase(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toUserErrors(error: UpstreamError): UserError[] {
  if (error.fieldErrors.length > 0) {
    return error.fieldErrors.map(({ field, message }) => {
      const name = field === null ? null : camelCase(field);
      return { field: name, message: plainValidationMessage(name, message) };
    });
  }
  return [{ field: null, message: error.message }];
}
