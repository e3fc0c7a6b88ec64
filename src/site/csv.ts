/**
 * The project's one CSV writer (RFC 4180: comma separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break), used by the table CSV files, the tables' "Download CSV", the
 * SQL page's download and `npm run reproduce -- --format csv`. A text cell that starts with = + - @,
 * a tab or a carriage return and is not a plain number is prefixed with a quote mark, so a
 * spreadsheet does not evaluate release text as a formula (OWASP "CSV injection"). In a table's
 * id and text columns (`tableCsv`), text a spreadsheet would turn into a number, date or boolean
 * on opening — model ids such as "1e5", "00", "0.0", "1-2", "true" — gets the same mark.
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

/**
 * Text that Excel, LibreOffice Calc or Google Sheets converts on opening a CSV: a decimal or
 * scientific number ("00" → 0, "0.0" → 0, "1e5" → 100000), a day-month or month-day date
 * ("1-2", "3/4/2025") or a boolean ("true").
 */
const SPREADSHEET_VALUE = /^([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|\d{1,4}[-/]\d{1,2}([-/]\d{1,4})?|true|false)$/i;

/**
 * A field of text that must stay text (an id, a name), not a number or date. The mark is the
 * leading quote mark this writer already puts before formula-leading text, on purpose: one
 * convention for readers to know (a spreadsheet shows the text as text; a CSV reader gets the
 * text with one "'" in front, and the file stays plain RFC 4180). The alternative ="1e5" is
 * itself a formula — what the neutralisation above exists to keep out — and is read as the
 * literal `="1e5"` by every CSV reader that is not a spreadsheet.
 */
export function csvTextField(text: string): string {
  return SPREADSHEET_VALUE.test(text) ? quoteCsv(`'${text}`) : csvField(text);
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

/** Units of the columns whose text stays text in a table's CSV (src/artifacts/table.ts). */
const TEXT_UNITS: ReadonlySet<string> = new Set(['id', 'text']);

/**
 * A table's CSV (a TableArtifact's columns and rows): a header of column ids, then one line per
 * row; cells of id and text columns through csvTextField, so an id such as "1e5" stays text.
 */
export function tableCsv(columns: readonly { id: string; unit: string }[], rows: readonly Record<string, CsvCell>[]): string {
  const field = columns.map((c) => (TEXT_UNITS.has(c.unit) ? (v: CsvCell) => (typeof v === 'string' ? csvTextField(v) : csvField(v)) : csvField));
  const lines = rows.map((row) => columns.map((c, i) => field[i]!(row[c.id])).join(','));
  return `${[columns.map((c) => csvField(c.id)).join(','), ...lines].join('\r\n')}\r\n`;
}
