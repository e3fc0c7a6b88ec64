/** Reading a field of a parsed submitted line before its schema is checked. Browser-safe. */

/** The string field `name` of a parsed line, or null. */
export function stringField(value: unknown, name: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : null;
}
