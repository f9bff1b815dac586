import { isDecimalString } from '@contract-kit/money';

/**
 * CSV exports (RFC 4180): CRLF line ends, a header row, fields quoted when they hold a comma, a double quote, CR or
 * LF, double quotes inside doubled. A text cell that a spreadsheet would read as a formula gets a single quote in
 * front, as OWASP's "CSV Injection" page recommends: one that starts with = + - @ (or their full-width forms), a tab
 * or a CR — also after leading spaces or separators (` =1+1`, `;=cmd`, `,@SUM(A1)`: spreadsheets skip the spaces, and
 * one that splits on `;` or `|` sees a new cell after them). Decimal strings (which may start with -) are data,
 * written exactly as stored.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const CSV_EOL = '\r\n';

/** Leading whitespace (any: no-break, ideographic and zero-width spaces, line breaks) and separators, then a formula start. */
const FORMULA_START = /^(?:[\t\r]|[\s\u200B-\u200D\u2060,;|]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it goes into the file: neutralised when it could run as a formula, quoted when it must be. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  // A decimal string as stored (no spaces around it: isDecimalString alone would accept ` -1`) is data.
  const isAmount = isDecimalString(text) && text.trim() === text;
  if (FORMULA_START.test(text) && !isAmount) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: its cells joined by commas, ended by CRLF. */
export const csvLine = (cells: readonly (string | null | undefined)[]): string => cells.map(csvCell).join(',') + CSV_EOL;

/** A column of an export: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => string | null | undefined;
}

/** Rows per chunk the server writes at once: a few tens of kilobytes. */
export const CSV_CHUNK_ROWS = 200;

/**
 * The file in chunks: the header row, then the rows of `rows` that `keep` accepts, `chunkRows` at a time. `rows` is
 * read lazily (an iterator over the store), so at most one chunk of text is built at a time.
 */
export function* csvChunks<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>, keep: (row: T) => boolean = () => true, chunkRows = CSV_CHUNK_ROWS): Generator<string> {
  let chunk = csvLine(columns.map((column) => column.header));
  let count = 0;
  for (const row of rows) {
    if (!keep(row)) continue;
    chunk += csvLine(columns.map((column) => column.cell(row)));
    if (++count % chunkRows === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Parses RFC 4180 text into records (tests and tools that read an export back). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
