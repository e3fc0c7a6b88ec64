/**
 * Turns zod issues of one record into located problems (`file:line: field: message`), naming
 * the offending value where it helps ("got \"maybe\"") and calling a missing key "missing field"
 * and an extra key "unknown field".
 */
import type { z } from 'zod';
import type { ReleaseProblem } from './problems.ts';

export function recordIssues(file: string, line: number, raw: unknown, issues: readonly z.core.$ZodIssue[]): ReleaseProblem[] {
  const out: ReleaseProblem[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ file, line, field: [...path, key].join('.'), message: 'unknown field (release records are strict: remove it or fix its name)' });
      }
      continue;
    }
    const field = path.length === 0 ? '(record)' : path.join('.');
    const value = valueAt(raw, issue.path);
    if (path.length > 0 && value === undefined) {
      out.push({ file, line, field, message: `missing field (${issue.message})` });
      continue;
    }
    out.push({ file, line, field, message: `${issue.message}; got ${describe(value)}` });
  }
  return out;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let current = raw;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
