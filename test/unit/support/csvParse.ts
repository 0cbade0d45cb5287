// A strict RFC 4180 reader for the tests: it knows nothing of the writer under test, so a field the
// writer quotes wrongly shows up as a wrong record. Lines starting with `#` are comments.

/** The records of `text` (CRLF-ended), comment lines left out. Throws on anything RFC 4180 forbids. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '#') {
      const end = text.indexOf('\r\n', i);
      if (end < 0) throw new Error(`unterminated comment at ${i}`);
      i = end + 2;
      continue;
    }
    const record: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new Error('unterminated quoted field');
          if (text[i] === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          field += text[i];
          i++;
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
          if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
          field += text[i];
          i++;
        }
      }
      record.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text.startsWith('\r\n', i)) {
        i += 2;
        break;
      }
      throw new Error(`expected a comma or CRLF at ${i}, found ${JSON.stringify(text.slice(i, i + 10))}`);
    }
    records.push(record);
  }
  return records;
}

/** A field as the writer meant it: without the apostrophe that neutralises a formula. */
export function unneutralised(field: string): string {
  return field.startsWith("'") ? field.slice(1) : field;
}
