/**
 * `reproduce --check`: every registered figure read from the build and compared with the
 * published value under its tolerance. A figure the artifacts cannot answer is a FAIL (with the
 * reason), never a skip; only rows the paper marks `published: false` are skipped.
 */
import { MissingFigureError, type BuildReader } from './build-reader.ts';
import { FIGURES, type Figure, type PublishedSource } from './figures.ts';
import { formatPath, leafPaths, valueAt, type PublishedPath } from './published.ts';
import { readFigure, type FigureValue } from './readers.ts';
import { compareFigure, TOLERANCES, type ToleranceId } from './tolerances.ts';

export type CheckStatus = 'OK' | 'FAIL';

export interface CheckLine {
  id: string;
  label: string;
  paper: string;
  path: string;
  published: FigureValue;
  /** null when the artifacts cannot answer the figure (see `problem`). */
  ours: FigureValue | null;
  difference: number | number[] | null;
  tolerance: ToleranceId;
  toleranceText: string;
  status: CheckStatus;
  problem: string | null;
}

export interface SkippedFigure { path: string; reason: string }

export interface CheckReport {
  lines: CheckLine[];
  skipped: SkippedFigure[];
  ok: number;
  failed: number;
  missing: number;
}

/** The published value a figure is compared with: the value at its path, extracted and transformed. */
export function publishedValue(root: unknown, source: PublishedSource): FigureValue {
  const raw = valueAt(root, source.path);
  const where = formatPath(source.path);
  if (source.extract) {
    if (typeof raw !== 'string') throw new Error(`published.json ${where}: expected text to extract from`);
    const match = new RegExp(source.extract.pattern).exec(raw);
    if (source.extract.as === 'boolean') return match !== null;
    if (!match) throw new Error(`published.json ${where}: /${source.extract.pattern}/ does not match "${raw}"`);
    return Number(match[1]);
  }
  if (source.transform === 'pairs') {
    if (!Array.isArray(raw)) throw new Error(`published.json ${where}: expected a list of pairs`);
    return raw.map((pair) => (pair as number[]).join('-')).join(' ');
  }
  if (source.transform === 'sorted' || source.transform === 'ids') {
    if (!Array.isArray(raw)) throw new Error(`published.json ${where}: expected a list`);
    const items = raw.map((x) => (source.transform === 'ids' ? String(x).toLowerCase().replace(/[^a-z0-9]+/g, '_') : String(x)));
    return items.sort((a, b) => a.localeCompare(b));
  }
  if (typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) return raw as FigureValue[];
  throw new Error(`published.json ${where}: not a figure (${JSON.stringify(raw)})`);
}

/** Rows the paper marks `published: false`: every leaf under them is skipped. */
export function unpublishedRows(root: unknown): { path: PublishedPath; label: string }[] {
  return leafPaths(root)
    .filter((p) => p[p.length - 1] === 'published' && valueAt(root, p) === false)
    .map((p) => {
      const row = p.slice(0, -1);
      const model = (valueAt(root, row) as Record<string, unknown>).model;
      return { path: row, label: typeof model === 'string' ? model : formatPath(row) };
    });
}

function toleranceText(id: ToleranceId): string {
  const t = TOLERANCES[id];
  if (id === 'upper_bound') return '< published';
  if (t.max === 0) return 'exact';
  return `±${t.max}${t.unit ? ` ${t.unit}` : ''}`;
}

async function checkOne(build: BuildReader, root: unknown, figure: Figure): Promise<CheckLine> {
  const published = publishedValue(root, figure.published);
  const base = { id: figure.id, label: figure.label, paper: figure.paper, path: formatPath(figure.published.path), published, tolerance: figure.tolerance, toleranceText: toleranceText(figure.tolerance) };
  let ours: FigureValue;
  try {
    ours = await readFigure(build, figure.ours);
  } catch (error) {
    if (!(error instanceof MissingFigureError)) throw error;
    return { ...base, ours: null, difference: null, status: 'FAIL', problem: `missing from the artifacts: ${error.message}` };
  }
  const { ok, difference } = compareFigure(figure.tolerance, published, ours);
  return { ...base, ours, difference, status: ok ? 'OK' : 'FAIL', problem: ok ? null : 'outside tolerance' };
}

/** Runs every figure of the registry against a build. */
export async function checkFigures(build: BuildReader, root: unknown, figures: Figure[] = FIGURES): Promise<CheckReport> {
  const lines: CheckLine[] = [];
  for (const figure of figures) lines.push(await checkOne(build, root, figure));
  const skipped = unpublishedRows(root).map((r) => ({ path: formatPath(r.path), reason: `${r.label}: published: false (the paper's figures are not in our source)` }));
  return {
    lines, skipped,
    ok: lines.filter((l) => l.status === 'OK').length,
    failed: lines.filter((l) => l.status === 'FAIL').length,
    missing: lines.filter((l) => l.ours === null).length,
  };
}
