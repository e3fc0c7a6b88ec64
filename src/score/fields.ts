/** Reading a submitted JSON-lines file and its fields before the schema is checked. Browser-safe. */

/** The string field `name` of a parsed line, or null. */
export function stringField(value: unknown, name: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : null;
}

/**
 * The parsed value of each newline-terminated line of `text` (index = line − 1; a last line
 * without its newline counts), null where the line is not JSON: the checks report it there.
 */
export function jsonLines(text: string): unknown[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map(parseLine);
}

function parseLine(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: reported at this line by the checks (the release validator, with its reason).
    return null;
  }
}
