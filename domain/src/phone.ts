// Irish phone numbers (spec 1 §2): shown as "+353 (area) rest" with the last four digits set apart,
// e.g. 087 123 4567 → "+353 (87) 123 4567", 01 234 5678 → "+353 (1) 234 5678".
// A number is Irish when written +353…, 00353… or in the national form starting with 0. The area code
// length is a simplification of the numbering plan: Dublin is "1"; every other code has two digits
// (mobiles 83–89, most landlines) except the three-digit codes in THREE_DIGIT_AREAS. Anything else,
// including numbers too short or too long to be Irish, is shown unchanged.

const THREE_DIGIT_AREAS = new Set(['402', '404', '504', '505', '506', '509', '902', '909']);

// Irish national significant numbers (without the 0 or +353) have 7 to 10 digits.
const MIN_NATIONAL_DIGITS = 7;
const MAX_NATIONAL_DIGITS = 10;

function nationalNumber(phone: string): string | null {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+353')) national = compact.slice(4);
  else if (compact.startsWith('00353')) national = compact.slice(5);
  else if (/^0[1-9]/.test(compact)) national = compact.slice(1);
  else return null;
  // "+353 (0)87 …" is a common way of writing the trunk 0 next to the country code.
  if (national.startsWith('0')) national = national.slice(1);
  const valid = national.length >= MIN_NATIONAL_DIGITS && national.length <= MAX_NATIONAL_DIGITS;
  return valid ? national : null;
}

function areaLength(national: string): number {
  if (national.startsWith('1')) return 1;
  return THREE_DIGIT_AREAS.has(national.slice(0, 3)) ? 3 : 2;
}

export function irishPhoneDisplay(phone: string | null | undefined): string {
  if (phone === null || phone === undefined) return '';
  const national = nationalNumber(phone);
  if (national === null) return phone;
  const area = national.slice(0, areaLength(national));
  const rest = national.slice(area.length);
  const lastFour = rest.slice(-4);
  const head = rest.slice(0, -4);
  return head === '' ? `+353 (${area}) ${lastFour}` : `+353 (${area}) ${head} ${lastFour}`;
}

/** Spec 1 §5: phone numbers are stored with only digits and plus; empty → null. */
export function phoneForSave(phone: string | null | undefined): string | null {
  const kept = (phone ?? '').replace(/[^\d+]/g, '');
  return kept === '' ? null : kept;
}
