/**
 * The text banks are JSON data files; each is checked with its zod schema when loaded, so a bad
 * edit fails at once with the file and field instead of producing odd texts.
 */
import type { z } from 'zod';

/** `data` (a bank file's parsed JSON) checked by `schema`; throws `file: field: message` for every issue. */
export function parseBank<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const where = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(top level)';
  throw new Error(result.error.issues.map((issue) => `sim/text/${file}: ${where(issue.path)}: ${issue.message}`).join('\n'));
}
