// Postcode display and storage (spec 1 §2 and §5, spec 2 §5). Customers are in Ireland, so the rules
// are built around the 7-character Eircode ("D02 XY45") while leaving anything else as typed.

// "A postcode of 6 or 7 characters": stored postcodes have no space, but one already written with a
// space after the third character is the same postcode. A space anywhere else ("Dublin 4") means it
// is not a postcode of that form, so it is left alone.
const SPLITTABLE_POSTCODE = /^[A-Za-z0-9]{3} ?[A-Za-z0-9]{3,4}$/;

/** A postcode of 6 or 7 characters is shown upper-case, split after the third; others as given. */
export function postcodeDisplay(pc: string | null | undefined): string {
  const trimmed = (pc ?? '').trim();
  if (!SPLITTABLE_POSTCODE.test(trimmed)) return trimmed;
  const upper = trimmed.replace(' ', '').toUpperCase();
  return `${upper.slice(0, 3)} ${upper.slice(3)}`;
}

// "7-8 characters made of two alphanumeric groups of 3-4": the groups may be written with one space
// between them ("D02 XY45") or run together ("d02xy45").
const STORABLE_POSTCODE = /^[A-Za-z0-9]{3,4} ?[A-Za-z0-9]{3,4}$/;

/** The postcode as stored: recognised postcodes upper-case without spaces, others trimmed; empty → null. */
export function postcodeForSave(pc: string | null | undefined): string | null {
  const trimmed = (pc ?? '').trim();
  if (trimmed === '') return null;
  const storable = trimmed.length >= 7 && trimmed.length <= 8 && STORABLE_POSTCODE.test(trimmed);
  return storable ? trimmed.replace(' ', '').toUpperCase() : trimmed;
}

/** The postcode fields of an installation job, by the upstream's names or their camelCase forms. */
export interface JobPostcodeSource {
  post_code?: string | null;
  eircode?: string | null;
  job_postal_code?: string | null;
  postCode?: string | null;
  jobPostalCode?: string | null;
}

// Eircode: a routing key (a letter and two digits, or the one exception D6W) and a four-character
// unique identifier. Both use only the digits and the letters below, chosen by An Post to avoid
// characters that are easily confused.
const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY';
const EIRCODE = new RegExp(`^(?:[${EIRCODE_LETTERS}]\\d{2}|D6W)[0-9${EIRCODE_LETTERS}]{4}$`);

/** Whether the text is an Eircode ("D02 XY45" or "d02xy45": case and one space between the parts ignored). */
export function isEircode(text: string): boolean {
  return EIRCODE.test(
    text
      .trim()
      .toUpperCase()
      .replace(/^(\w{3}) (\w{4})$/, '$1$2'),
  );
}

/** Spec 2 §5: post_code, then eircode, then job_postal_code; a valid Eircode is shown "ABC DEFG". */
export function jobPostcodeDisplay(job: JobPostcodeSource): string {
  const sources = [job.post_code ?? job.postCode, job.eircode, job.job_postal_code ?? job.jobPostalCode];
  const raw = sources.find((value) => typeof value === 'string' && value.trim() !== '') ?? '';
  const code = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return EIRCODE.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
