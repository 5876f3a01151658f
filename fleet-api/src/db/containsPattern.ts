/**
 * The ILIKE pattern for "contains this text": the text's own % and _ (and the escape character) escaped,
 * so a search for "50%" finds "50%" and not everything starting with 50.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
