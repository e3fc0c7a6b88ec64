/**
 * `reproduce --check`: every registered figure read from the build and compared with the
 * published value under its derived tolerance (tolerances.ts), with the reason. A figure the
 * artifacts cannot answer is a FAIL (with the reason), never a skip; only rows the paper marks
 * `published: false` are skipped.
 */
import { MissingFigureError, type BuildReader } from './build-reader.ts';
import { FIGURES, type Figure, type PublishedSource } from './figures.ts';
import { formatPath, leafPaths, valueAt, type PublishedDocument, type PublishedPath } from './published.ts';
import { readFigure, type FigureValue } from './readers.ts';
import {
  binomialCountStandardError, compareFigure, halfUnit, MONTE_CARLO_SDS, monteCarloTolerance, percentileStandardError,
  writtenDecimals, type Allowed, type Precision,
} from './tolerances.ts';

type CheckStatus = 'OK' | 'FAIL';

export interface CheckLine {
  id: string;
  label: string;
  paper: string;
  path: string;
  published: FigureValue;
  /** The published numbers as written ("77.0"), null for text, booleans and sets. */
  literal: string | string[] | null;
  /** null when the artifacts cannot answer the figure (see `problem`). */
  ours: FigureValue | null;
  difference: number | number[] | null;
  precision: Precision['kind'];
  /** Largest allowed |ours − published| (per element), 'exact' or 'upper_bound'; null when missing. */
  tolerance: Allowed | null;
  toleranceText: string;
  /** Why the tolerance is what it is. */
  reason: string;
  status: CheckStatus;
  problem: string | null;
}

interface SkippedFigure { path: string; reason: string }

export interface CheckReport {
  lines: CheckLine[];
  skipped: SkippedFigure[];
  ok: number;
  failed: number;
  missing: number;
}

interface PublishedFigure {
  value: FigureValue;
  /** Numbers as written in published.json (or in the text they are extracted from); null otherwise. */
  literal: string | string[] | null;
}

/** The published figure a figure is compared with: the value at its path, extracted and transformed. */
export function publishedFigure(doc: PublishedDocument, source: PublishedSource): PublishedFigure {
  const raw = valueAt(doc.values, source.path);
  const where = formatPath(source.path);
  if (source.extract) {
    if (typeof raw !== 'string') throw new Error(`published.json ${where}: expected text to extract from`);
    const match = new RegExp(source.extract.pattern).exec(raw);
    if (source.extract.as === 'boolean') return { value: match !== null, literal: null };
    if (!match) throw new Error(`published.json ${where}: /${source.extract.pattern}/ does not match "${raw}"`);
    return { value: Number(match[1]), literal: match[1]! };
  }
  if (source.transform === 'pairs') {
    if (!Array.isArray(raw)) throw new Error(`published.json ${where}: expected a list of pairs`);
    return { value: raw.map((pair) => (pair as number[]).join('-')).join(' '), literal: null };
  }
  if (source.transform === 'sorted' || source.transform === 'ids') {
    if (!Array.isArray(raw)) throw new Error(`published.json ${where}: expected a list`);
    const items = raw.map((x) => (source.transform === 'ids' ? String(x).toLowerCase().replace(/[^a-z0-9]+/g, '_') : String(x)));
    return { value: items.sort((a, b) => a.localeCompare(b)), literal: null };
  }
  const literal = valueAt(doc.literals, source.path);
  if (typeof raw === 'number') return { value: raw, literal: literal as string };
  if (typeof raw === 'string' || typeof raw === 'boolean') return { value: raw, literal: null };
  if (Array.isArray(raw)) {
    const numbers = raw.every((x) => typeof x === 'number');
    return { value: raw as FigureValue[], literal: numbers ? (literal as string[]) : null };
  }
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

/** A tolerance as applied, as shown, and why. */
interface DerivedTolerance { allowed: Allowed; text: string; reason: string }

/** Short display of a tolerance: two significant digits, never exponent notation above 1e-6. */
function shortNumber(x: number): string {
  return String(Number(x.toPrecision(2)));
}

function literals(published: PublishedFigure, figureId: string): string[] {
  if (published.literal === null) throw new Error(`${figureId}: a numeric tolerance needs a published number`);
  return Array.isArray(published.literal) ? published.literal : [published.literal];
}

/** Reads the Monte-Carlo inputs of a bootstrap figure from the build and derives its tolerance. */
async function monteCarlo(build: BuildReader, precision: Precision, ours: FigureValue, lits: string[]): Promise<DerivedTolerance> {
  const values = Array.isArray(ours) ? ours : [ours];
  if (values.length !== lits.length || !values.every((v) => typeof v === 'number')) throw new MissingFigureError(`expected ${lits.length} number(s), found ${JSON.stringify(ours)}`);
  const numbers = values as number[];
  let errors: number[];
  let how: string;
  if (precision.kind === 'bootstrap_quantile') {
    const resamples = build.manifest.seeds.resamples;
    const rows = (await build.table(precision.table)).rows;
    errors = numbers.map((v) => {
      const row = rows.find((r) => r[precision.bound] === v);
      if (!row || typeof row[precision.lower] !== 'number' || typeof row[precision.upper] !== 'number') {
        throw new MissingFigureError(`tables/${precision.table}.json: no row with ${precision.bound} = ${v} and a numeric [${precision.lower}, ${precision.upper}]`);
      }
      return percentileStandardError(row[precision.lower] as number, row[precision.upper] as number, resamples);
    });
    how = `bootstrap bound, ${resamples} resamples: SE ${errors.map(shortNumber).join(', ')} (quantile SE, normal approx.)`;
  } else if (precision.kind === 'bootstrap_count') {
    const rows = (await build.table(precision.table)).rows;
    const resamples = rows.length === 1 ? rows[0]![precision.resamples] : undefined;
    if (typeof resamples !== 'number') throw new MissingFigureError(`tables/${precision.table}.json: no single row with numeric ${precision.resamples}`);
    errors = numbers.map((count) => binomialCountStandardError(count, resamples));
    how = `bootstrap count of ${resamples} resamples: SE ${errors.map(shortNumber).join(', ')} (binomial)`;
  } else {
    throw new Error(`not a Monte-Carlo precision: ${precision.kind}`);
  }
  const allowed = errors.map((se, i) => monteCarloTolerance(se, lits[i]!));
  return {
    allowed: Array.isArray(ours) ? allowed : allowed[0]!,
    text: allowed.map((a) => `±${shortNumber(a)}`).join(', '),
    reason: `${how}; ${MONTE_CARLO_SDS}·√2·SE + ½ unit of the last digit`,
  };
}

/** The tolerance of one figure, derived from its precision, its published digits and (for a bootstrap figure) the build. */
async function deriveTolerance(build: BuildReader, figure: Figure, published: PublishedFigure, ours: FigureValue): Promise<DerivedTolerance> {
  const precision = figure.precision;
  switch (precision.kind) {
    case 'count': return { allowed: 'exact', text: 'exact', reason: 'a count: exact' };
    case 'exact': return { allowed: 'exact', text: 'exact', reason: 'boolean, text or set: exact' };
    case 'upper_bound': return { allowed: 'upper_bound', text: '< published', reason: 'published as a bound: strictly below' };
    case 'rounding': {
      const lits = literals(published, figure.id);
      const halves = lits.map(halfUnit);
      const decimals = [...new Set(lits.map(writtenDecimals))];
      return {
        allowed: Array.isArray(published.literal) ? halves : halves[0]!,
        text: [...new Set(halves.map((h) => `±${shortNumber(h)}`))].join(', '),
        reason: `deterministic, published to ${decimals.join('/')} decimal${decimals.length === 1 && decimals[0] === 1 ? '' : 's'}: ½ unit of the last digit`,
      };
    }
    case 'bootstrap_quantile':
    case 'bootstrap_count':
      return monteCarlo(build, precision, ours, literals(published, figure.id));
  }
}

async function checkOne(build: BuildReader, doc: PublishedDocument, figure: Figure): Promise<CheckLine> {
  const published = publishedFigure(doc, figure.published);
  const base = { id: figure.id, label: figure.label, paper: figure.paper, path: formatPath(figure.published.path), published: published.value, literal: published.literal, precision: figure.precision.kind };
  let ours: FigureValue;
  let tolerance: DerivedTolerance;
  try {
    ours = await readFigure(build, figure.ours);
    tolerance = await deriveTolerance(build, figure, published, ours);
  } catch (error) {
    if (!(error instanceof MissingFigureError)) throw error;
    return { ...base, ours: null, difference: null, tolerance: null, toleranceText: '', reason: '', status: 'FAIL', problem: `missing from the artifacts: ${error.message}` };
  }
  const { ok, difference } = compareFigure(tolerance.allowed, published.value, ours);
  return { ...base, ours, difference, tolerance: tolerance.allowed, toleranceText: tolerance.text, reason: tolerance.reason, status: ok ? 'OK' : 'FAIL', problem: ok ? null : 'outside tolerance' };
}

/** Runs every figure of the registry against a build. */
export async function checkFigures(build: BuildReader, doc: PublishedDocument, figures: Figure[] = FIGURES): Promise<CheckReport> {
  const lines: CheckLine[] = [];
  for (const figure of figures) lines.push(await checkOne(build, doc, figure));
  const skipped = unpublishedRows(doc.values).map((r) => ({ path: formatPath(r.path), reason: `${r.label}: published: false (the paper's figures are not in our source)` }));
  return {
    lines, skipped,
    ok: lines.filter((l) => l.status === 'OK').length,
    failed: lines.filter((l) => l.status === 'FAIL').length,
    missing: lines.filter((l) => l.ours === null).length,
  };
}
