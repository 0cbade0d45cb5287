// An export written as CSV or JSON, in chunks of text: the writer encodes one chunk at a time and
// lets the editor breathe between them, so a long list never blocks it. Names are untrusted: JSON
// gets them through JSON.stringify, CSV through `csvField` (quoted, formulas neutralised).
import { csvComment, csvRecord } from './csv';
import { exportHeader, exportRow, type ExportFormat, type ExportHeader, type ExportRow, type ExportSource } from './exportRows';

/** Names per chunk: a couple of milliseconds of work, so that a writer's slices stay short. */
const ROWS_PER_CHUNK = 250;

/** A chunk of the file's text and how many names it completes. */
export interface ExportChunk {
  readonly text: string;
  readonly names: number;
}

const CSV_COLUMNS = ['name', 'state', 'expiration', 'owner', 'invalidUtf8'] as const;

/** Owner Domains has one list per owner: its CSV starts each record with the list's owner. */
function hasListOwner(source: ExportSource): boolean {
  return source.lists.some((list) => list.role !== 'all');
}

/**
 * The text of an export, chunk by chunk; `now` is the export's time (a fixed clock in tests). Nothing
 * is computed until it is iterated: the header too is made within the writer's first slice.
 */
export class ExportText implements Iterable<ExportChunk> {
  private headerValue: ExportHeader | undefined;

  constructor(
    private readonly format: ExportFormat,
    private readonly source: ExportSource,
    private readonly now: number,
    private readonly rowsPerChunk = ROWS_PER_CHUNK,
  ) {}

  /** The header written, once the iteration has started. */
  get header(): ExportHeader | undefined {
    return this.headerValue;
  }

  *[Symbol.iterator](): Generator<ExportChunk> {
    const header = (this.headerValue = exportHeader(this.source, this.now));
    const { source, now, rowsPerChunk } = this;
    yield* this.format === 'csv' ? csvChunks(header, source, now, rowsPerChunk) : jsonChunks(header, source, now, rowsPerChunk);
  }
}

export function exportChunks(format: ExportFormat, source: ExportSource, now: number, rowsPerChunk = ROWS_PER_CHUNK): ExportText {
  return new ExportText(format, source, now, rowsPerChunk);
}

/** The rows of every list, `size` at a time. */
function* rowChunks(source: ExportSource, now: number, size: number): Generator<ExportRow[]> {
  let rows: ExportRow[] = [];
  for (const list of source.lists) {
    for (const entry of list.entries) {
      rows.push(exportRow(entry, list, source, now));
      if (rows.length >= size) {
        yield rows;
        rows = [];
      }
    }
  }
  if (rows.length > 0) yield rows;
}

/** The header as comment lines, for CSV. */
function csvHeaderLines(header: ExportHeader): string[] {
  const lines = [
    `NNS Explorer export of ${header.view}`,
    `node: ${header.node ?? '(none)'}`,
    `contract: ${header.contract ?? '(none)'}`,
    `exported: ${header.exportedAt}`,
    `filter: ${header.filter === null ? '(none)' : `'${header.filter}'`}`,
    `complete: ${header.complete ? 'yes' : `no. ${header.incompleteReasons.join(' ')}`}`,
    `names: ${header.names}; details not loaded (state unknown): ${header.detailsUnknown}; expiring: within ${header.warningDays} days`,
  ];
  if (header.lists.some((list) => list.owner !== null)) {
    for (const list of header.lists) {
      const state = list.complete ? 'complete' : `not complete: ${list.incompleteReason ?? ''}`;
      const counted = list.contractCount !== null && list.contractCount !== list.loaded ? ` (the contract counts ${list.contractCount})` : '';
      lines.push(`owner ${list.owner ?? '(invalid nns.owner)'} (${list.role}): ${list.names} of ${list.loaded} names${counted}; ${state}`);
    }
  }
  lines.push(`a field starting with = + - @ ' or a tab or line break starts with an extra ' (so that no spreadsheet runs it as a formula)`);
  return lines;
}

function* csvChunks(header: ExportHeader, source: ExportSource, now: number, size: number): Generator<ExportChunk> {
  const listOwner = hasListOwner(source);
  const columns = listOwner ? ['listOwner', ...CSV_COLUMNS] : [...CSV_COLUMNS];
  // The byte order mark tells Excel the file is UTF-8; other readers skip it.
  yield { text: `\ufeff${csvHeaderLines(header).map(csvComment).join('')}${csvRecord(columns)}`, names: 0 };
  for (const rows of rowChunks(source, now, size)) {
    let text = '';
    for (const row of rows) {
      const fields = [row.name, row.state, row.expiration ?? '', row.owner ?? '', row.invalidUtf8 ? 'true' : 'false'];
      text += csvRecord(listOwner ? [row.listOwner ?? '', ...fields] : fields);
    }
    yield { text, names: rows.length };
  }
}

function* jsonChunks(header: ExportHeader, source: ExportSource, now: number, size: number): Generator<ExportChunk> {
  // The header first, one field a line; then the names, one a line.
  const fields = Object.entries(header).map(([key, value]) => {
    const text = key === 'lists' ? jsonArray(header.lists, '  ') : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  yield { text: `{\n${fields.join(',\n')},\n  "domains": [`, names: 0 };
  let first = true;
  for (const rows of rowChunks(source, now, size)) {
    let text = '';
    for (const row of rows) {
      text += `${first ? '\n' : ',\n'}    ${JSON.stringify(row)}`;
      first = false;
    }
    yield { text, names: rows.length };
  }
  yield { text: `${first ? '' : '\n  '}]\n}\n`, names: 0 };
}

/** An array with one item a line, indented under `indent`. */
function jsonArray(items: readonly unknown[], indent: string): string {
  if (items.length === 0) return '[]';
  return `[\n${items.map((item) => `${indent}  ${JSON.stringify(item)}`).join(',\n')}\n${indent}]`;
}
