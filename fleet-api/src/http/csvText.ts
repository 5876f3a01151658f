// The text of an uploaded csv (install jobs, leads): UTF-8, or the Windows code page Excel writes when a
// sheet is saved as plain "CSV (Comma delimited)".

// Windows-1252 bytes 0x80 to 0x9F (the rest of the code page is Latin-1, byte = code point). Node's
// TextDecoder reads "windows-1252" as Latin-1, turning a curly quote (0x92) into a control character.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * A csv's text: UTF-8 when the bytes are UTF-8 (a leading BOM dropped), else Windows-1252, so that
 * "Seán Ó Briain" from an Excel "CSV (Comma delimited)" file reads as typed instead of being refused.
 */
export function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}
