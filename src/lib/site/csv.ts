/**
 * CSV of table rows (RFC 4180: comma separated, CRLF line ends, fields quoted when they hold a
 * comma, quote or line break). Cells that start with = + - @ are prefixed with a quote mark so a
 * spreadsheet does not evaluate release text as a formula (OWASP "CSV injection").
 */
type Cell = number | string | boolean | null | undefined;

/** Text as an RFC 4180 field: quoted, quotes doubled, when it holds a comma, quote or line break. */
export function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV field. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return quoteCsv(text);
}

/** A CSV document: a header line of column ids, then one line per row in the given order. */
export function toCsv(columnIds: readonly string[], rows: readonly Record<string, Cell>[]): string {
  const lines = [columnIds.map(csvField).join(',')];
  for (const row of rows) lines.push(columnIds.map((id) => csvField(row[id])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
