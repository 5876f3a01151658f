/** A message about one input field, worded for the person who typed it (GraphQL UserError). */
export interface FieldError {
  field: string;
  message: string;
}
