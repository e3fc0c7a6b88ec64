/**
 * Links from a number to what produced it (issue 5): the SQL query and the statistic named in a
 * table artifact's `provenance`, and the rows behind it — the verdict explorer pre-filtered, or
 * the SQL page with a query that selects them. Pure functions over strings, shared by the
 * components, the method pages and the tests; every link is a plain anchor made at build time.
 */
import { siteUrl } from './urls.ts';

const enc = encodeURIComponent;

/** Site-relative paths of the method pages (one per metrics SQL file and per statistic file). */
export const methodPaths = {
  index: () => 'methods/',
  /** `name` is the SQL file's stem ("table4_surfaces" for src/metrics/table4_surfaces.sql). */
  sql: (name: string) => `methods/sql/${enc(name)}/`,
  /** `name` is the statistic file's stem ("bradleyTerry" for src/stats/bradleyTerry.ts). */
  statistic: (name: string) => `methods/statistics/${enc(name)}/`,
  /** The raw .sql file (src/pages/data/sql/[name].ts). */
  rawSql: (name: string) => `data/sql/${enc(name)}.sql`,
} as const;

/** A piece of a provenance text: plain text, or a reference to a SQL file or statistic file. */
export type ProvenancePart =
  | { kind: 'text'; text: string }
  | { kind: 'sql' | 'statistic'; text: string; name: string };

const PRODUCER = /src\/(metrics\/([A-Za-z0-9_]+)\.sql|stats\/([A-Za-z0-9_]+)\.ts)/g;

/**
 * Splits a provenance text ("src/metrics/e0_win_counts.sql; src/stats/bradleyTerry.ts
 * (seed 1)") into text and references, keeping every character in order, so the caption still
 * says exactly what the build wrote and only the file names become links.
 */
export function provenanceParts(text: string): ProvenancePart[] {
  const parts: ProvenancePart[] = [];
  let at = 0;
  for (const m of text.matchAll(PRODUCER)) {
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push(m[2] ? { kind: 'sql', text: m[0], name: m[2] } : { kind: 'statistic', text: m[0], name: m[3]! });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** Href of a provenance reference, or null for plain text and for files with no page. */
export function producerHref(base: string, part: ProvenancePart, known: { sql: ReadonlySet<string>; statistics: ReadonlySet<string> }): string | null {
  if (part.kind === 'sql') return known.sql.has(part.name) ? siteUrl(base, methodPaths.sql(part.name)) : null;
  if (part.kind === 'statistic') return known.statistics.has(part.name) ? siteUrl(base, methodPaths.statistic(part.name)) : null;
  return null;
}

/** The SQL page, prefilled with `sql` and run on open (`query/?sql=…`). */
export function queryHref(base: string, sql: string): string {
  return siteUrl(base, `query/?sql=${enc(sql)}`);
}

/** The verdict explorer restricted to `filters` (parameter → value), parameters in a fixed order. */
export function verdictsHref(base: string, filters: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filters).sort()) params.set(key, filters[key]!);
  return siteUrl(base, `verdicts/?${params.toString()}`);
}

/** A SQL string literal: single quotes doubled (DuckDB, standard SQL). */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
