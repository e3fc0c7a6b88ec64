/**
 * Appendix-B cascade de-duplication (docs/metrics.md, "Verdicts"), as pure functions.
 *
 * When one missing artifact makes several rules of a run fail, the paper counts one failure,
 * not several: rows of one run (model, task, round) sharing a non-null `cascade_group` form a
 * cascade; among its rows whose raw verdict is `fail`, the one with the lowest `cascade_rank`
 * keeps `fail` and every other failing row becomes `na` ("collapsed"). Other rows are unchanged.
 * The definition the data build uses is src/metrics/verdicts.sql (its cascade_failures CTE, over
 * every row at once); this is the same rule on records in memory, for the validator's counts
 * (checks.ts) and `score`, which run before or without DuckDB; every build compares the SQL's
 * counts with the validator's (src/pipeline/derived-tables.ts). The two order ties alike (rank, a
 * missing rank last, then verdict_id in SQL / input order here; a valid release has neither tie),
 * and test/pipeline/agreement.test.ts checks they give the same verdict on every row of two releases.
 */
import type { VerdictRecord } from './schemas.ts';
import type { Verdict } from './vocab.ts';

/** The fields of a verdict row that the de-duplication reads. */
export type CascadeRow = Pick<VerdictRecord, 'verdict' | 'cascade_group' | 'cascade_rank'>;

/**
 * Effective verdicts of the rows of ONE run, in input order.
 * A valid release has unique ranks within a (run, group) and a rank on every grouped row (the
 * validator checks both); so that this function is still total on bad input, a grouped row
 * without a rank sorts after every ranked row, and on a rank tie the earlier row keeps `fail`.
 */
export function effectiveVerdicts(rows: readonly CascadeRow[]): Verdict[] {
  const keeper = new Map<string, number>(); // group → index of the failing row that keeps its fail
  rows.forEach((row, index) => {
    if (row.cascade_group === null || row.verdict !== 'fail') return;
    const current = keeper.get(row.cascade_group);
    if (current === undefined || rankOrInfinity(row) < rankOrInfinity(rows[current]!)) keeper.set(row.cascade_group, index);
  });
  return rows.map((row, index) => {
    if (row.cascade_group === null || row.verdict !== 'fail') return row.verdict;
    return keeper.get(row.cascade_group) === index ? 'fail' : 'na';
  });
}

function rankOrInfinity(row: CascadeRow): number {
  return row.cascade_rank ?? Number.POSITIVE_INFINITY;
}

/** Effective verdict counts. `qualifying` = pass + fail; `collapsed` = raw fails turned into na. */
export interface EffectiveCounts {
  rows: number;
  pass: number;
  fail: number;
  na: number;
  partial: number;
  qualifying: number;
  collapsed: number;
}

export function emptyEffectiveCounts(): EffectiveCounts {
  return { rows: 0, pass: 0, fail: 0, na: 0, partial: 0, qualifying: 0, collapsed: 0 };
}

/**
 * Counts of the effective verdicts of the rows of ONE run (see `effectiveVerdicts`), added to
 * `counts`; a raw fail that became n/a is counted as collapsed.
 */
export function countEffectiveVerdicts(rows: readonly CascadeRow[], counts: EffectiveCounts = emptyEffectiveCounts()): EffectiveCounts {
  effectiveVerdicts(rows).forEach((verdict, i) => {
    counts.rows += 1;
    counts[verdict] += 1;
    if (verdict === 'pass' || verdict === 'fail') counts.qualifying += 1;
    if (rows[i]!.verdict === 'fail' && verdict === 'na') counts.collapsed += 1;
  });
  return counts;
}

/** A cascade row with the run (model, task, round) it belongs to. */
type RunScopedCascadeRow = Pick<VerdictRecord, 'verdict' | 'cascade_group' | 'cascade_rank' | 'model_id' | 'task_id' | 'round'>;

/** Effective verdicts of rows from ANY number of runs (grouped by (model, task, round)), in input order. */
export function effectiveVerdictsAcrossRuns(rows: readonly RunScopedCascadeRow[]): Verdict[] {
  const byRun = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (row.cascade_group === null) return;
    const key = `${row.model_id}\u0000${row.task_id}\u0000${row.round}`;
    const list = byRun.get(key);
    if (list === undefined) byRun.set(key, [i]);
    else list.push(i);
  });
  const out = rows.map((row) => row.verdict);
  for (const indices of byRun.values()) {
    const effective = effectiveVerdicts(indices.map((i) => rows[i]!));
    indices.forEach((rowIndex, k) => { out[rowIndex] = effective[k]!; });
  }
  return out;
}
