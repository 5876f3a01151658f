/**
 * The cells a CSV export must neutralise (papaparse's `escapeFormulae` puts a ' before them): text whose
 * first character is =, +, -, @, tab or carriage return, which a spreadsheet would run as a formula.
 * papaparse's own test (`escapeFormulae: true`) is /^[=+\-@\t\r].*$/, which fails on a cell of several
 * lines ("." stops at the line break, "$" is the text's end): "=HYPERLINK(…)" with a second line went out
 * as it was. Only the first character matters.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;
