/**
 * The project's one CSV writer (RFC 4180: comma separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break), used by the table CSV files, the tables' "Download CSV", the
 * SQL page's download and `npm run reproduce -- --format csv`. A text cell that starts with = + - @,
 * a tab or a carriage return and is not a plain number is prefixed with a quote mark, so a
 * spreadsheet does not evaluate release text as a formula (OWASP "CSV injection").
 */
export type CsvCell = number | bigint | string | boolean | null | undefined;

/** Text as an RFC 4180 field: quoted, quotes doubled, when it holds a comma, quote or line break. */
function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A plain decimal number ("-1.5", "+2", "3e-4"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Text that a spreadsheet would run as a formula: "'" + text; any other text unchanged. */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV field: null and non-finite numbers empty, text neutralised and quoted as needed. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return quoteCsv(neutraliseFormula(value));
}

/** A CSV document from a header and rows of cells. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A CSV document: a header line of column ids, then one line per row in the given order. */
export function toCsv(columnIds: readonly string[], rows: readonly Record<string, CsvCell>[]): string {
  return csvDocument(columnIds, rows.map((row) => columnIds.map((id) => row[id])));
}
