/**
 * The kind of a field's problem, as GraphQL's UserErrorCode names it, where the rule knows it (a value
 * left out is REQUIRED, not merely INVALID). Without it the gateway answers INVALID.
 */
export type FieldErrorCode = 'INVALID' | 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'OUT_OF_RANGE';

/** A message about one input field, worded for the person who typed it (GraphQL UserError). */
export interface FieldError {
  field: string;
  message: string;
  code?: FieldErrorCode;
}
