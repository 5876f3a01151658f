// The Installation tab's links (spec 1 §2): values of the field-job data that start with https://,
// under the friendly names of the spec. The provider's keys vary by job template, so each friendly
// name is matched by a pattern; engineer sign-offs are told apart from the customer's first.

export interface FieldJobLink {
  name: string;
  key: string;
  url: string;
}

/** The 13 friendly names in the spec's order, each with the keys it covers. */
export const FIELD_JOB_LINK_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  ['Customer Sign-Off on Completion', /signature/],
  ['Boiler operating after install', /boiler_?working/],
  ['Boiler in Operation', /boiler_?in_?operation/],
  ['Boiler Serial Number', /boiler_?serial/],
  ['Existing Controls', /existing_?(controller|controls|timeclock)/],
  ['Existing Wiring', /existing_?wiring/],
  ['Hub and Surrounding Area', /hub_?and_?surrounding/],
  ['Hub Backplate with Wiring', /backplate/],
  ['Hub Fitted and Powered Up', /fitted_?and_?powered/],
  ['Data Agreement', /paperwork|consent|data_?agreement/],
  ['Engineer Sign-Off', /engineer_?(signature|sign)/],
  ['Photo of Hub Serial No', /hub_?serial/],
  ['Dropbox Links', /dropbox/],
];

const ENGINEER = 'Engineer Sign-Off';

/** The friendly name of a field-job key, or null when the spec gives it none. */
export function fieldJobLinkName(key: string): string | null {
  const k = key.toLowerCase();
  const engineer = FIELD_JOB_LINK_NAMES.find(([name]) => name === ENGINEER);
  if (engineer && engineer[1].test(k)) return ENGINEER;
  return FIELD_JOB_LINK_NAMES.find(([, pattern]) => pattern.test(k))?.[0] ?? null;
}

function isLink(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('https://');
}

/**
 * Every https link of the field-job data: those with a friendly name in the spec's order first, then
 * any others under their own key (so no photo is hidden).
 */
export function fieldJobLinks(data: Record<string, unknown> | null | undefined): FieldJobLink[] {
  const named: FieldJobLink[] = [];
  const other: FieldJobLink[] = [];
  for (const [key, value] of Object.entries(data ?? {})) {
    const urls = Array.isArray(value) ? value.filter(isLink) : isLink(value) ? [value] : [];
    const name = fieldJobLinkName(key);
    for (const url of urls) (name ? named : other).push({ name: name ?? key, key, url });
  }
  const order = (link: FieldJobLink) => FIELD_JOB_LINK_NAMES.findIndex(([name]) => name === link.name);
  return [...named.sort((a, b) => order(a) - order(b)), ...other];
}
