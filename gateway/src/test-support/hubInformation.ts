// A complete HubInformationInput (what the editor sends): every field given, here as null, so a test's
// fields replace the whole record in one save, without the read a partial input costs.
import { INFORMATION_INPUT_FIELDS } from '../hub/updateInformation.js';

export const EVERY_INFORMATION_FIELD_NULL: Readonly<Record<string, null>> = Object.freeze(
  Object.fromEntries(INFORMATION_INPUT_FIELDS.map((field) => [field, null])),
);
