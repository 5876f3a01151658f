// An upstream's JSON-schema refusals ("must NOT have more than 200 characters", "must be integer") are
// worded for programmers. A person (and a script) gets the field's name and the limit in plain words:
// "Name must be at most 200 characters." The fleet API's validator is Ajv, so its wording is matched;
// a message in any other shape is kept, prefixed with the field's name so it is never nameless.

/** "contactEmail" → "Contact email"; a path ("items.0.title") is named by its last word. */
export function fieldLabel(field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const RULES: Array<[RegExp, (label: string, m: RegExpExecArray) => string]> = [
  [/^must NOT have more than (\d+) characters?$/, (l, m) => `${l} must be at most ${m[1]} characters.`],
  [/^must NOT have fewer than (\d+) characters?$/, (l, m) => `${l} must be at least ${m[1]} characters.`],
  [/^must NOT have more than (\d+) items?$/, (l, m) => `${l} may have at most ${m[1]} entries.`],
  [/^must NOT have fewer than (\d+) items?$/, (l, m) => `${l} needs at least ${m[1]} entries.`],
  [/^must be <= (-?[\d.]+)$/, (l, m) => `${l} must be at most ${m[1]}.`],
  [/^must be >= (-?[\d.]+)$/, (l, m) => `${l} must be at least ${m[1]}.`],
  [/^must be < (-?[\d.]+)$/, (l, m) => `${l} must be below ${m[1]}.`],
  [/^must be > (-?[\d.]+)$/, (l, m) => `${l} must be above ${m[1]}.`],
  [/^must be integer(,.*)?$/, (l) => `${l} must be a whole number.`],
  [/^must be number(,.*)?$/, (l) => `${l} must be a number.`],
  [/^must be (string|null)(,.*)?$/, (l) => `${l} must be text.`],
  [/^must be boolean(,.*)?$/, (l) => `${l} must be yes or no.`],
  [/^must match format "date"$/, (l) => `${l} must be a date (YYYY-MM-DD).`],
  [/^must match format "date-time"$/, (l) => `${l} must be a date and time.`],
  [/^must match format "email"$/, (l) => `${l} must be an email address.`],
  [/^must match format "(ipv4|cidr)"$/, (l) => `${l} must be an IPv4 address or subnet.`],
  [/^must match (format|pattern) .*$/, (l) => `${l} is not in the expected format.`],
  [/^must have required property '([^']+)'$/, (_, m) => `${fieldLabel(m[1]!)} must be set.`],
  [/^must be equal to one of the allowed values$/, (l) => `${l} must be one of the listed choices.`],
  [/^must be equal to constant$/, (l) => `${l} has a value that is not allowed.`],
  [/^must NOT have additional properties$/, (l) => `${l} has a field that is not accepted.`],
  [
    /^must NOT be valid$|^must match exactly one schema in oneOf$|^must match a schema in anyOf$/,
    (l) => `${l} is not valid.`,
  ],
];

/**
 * The plain message for one refusal of the field (an input name, camelCase or snake_case). Messages
 * that already read as a sentence (start upper-case) are the upstream's own wording and are kept.
 */
export function plainValidationMessage(field: string | null, message: string): string {
  const text = message.trim();
  if (/^[A-Z]/.test(text)) return text;
  const label = field ? fieldLabel(field) : 'A value';
  for (const [pattern, word] of RULES) {
    const match = pattern.exec(text);
    if (match) return word(label, match);
  }
  return `${label}: ${text}`;
}
