// CSV as RFC 4180 writes it, for files that a spreadsheet opens: fields quoted when they hold a
// comma, a quote or a line break, records ended by CRLF. Domain names come from the chain and are
// untrusted: a field that a spreadsheet would read as a formula is neutralised (see `csvField`).

/**
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` as a formula, and some skip a leading
 * tab or line break first (OWASP, "CSV Injection"); the full-width forms are included because some
 * spreadsheets fold them to ASCII. A field that starts with one of these gets a leading apostrophe,
 * and so does one that starts with an apostrophe, so that the original is always the field without
 * its first apostrophe, if it starts with one.
 */
const FORMULA_START = /^[=+\-@\t\r\n'\uff1d\uff0b\uff0d\uff20]/u;

/**
 * RFC 4180 quotes fields holding a comma, a quote, CR or LF. Other control characters, Unicode line
 * separators and leading or trailing spaces are quoted too: readers that are not strict about
 * RFC 4180 split or trim them otherwise.
 */
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[",\u0000-\u001f\u007f-\u009f\u2028\u2029]|^\s|\s$/u;

/** One field, neutralised and quoted as needed. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * A comment line (`# …`), which pandas (`comment='#'`), R and most CSV tools skip. It holds no quote and
 * no line break, so that a reader that does not know comments still reads the records after it right.
 */
export function csvComment(text: string): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu, ' ').replace(/"/g, "'");
  return `# ${flat}\r\n`;
}
