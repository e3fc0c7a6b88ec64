/**
 * The Table 2 figures of a build (tables/table2_leaderboard.json), and how the cohort-dependent
 * ones moved between the build without the scored model and the build with it: F-Acc (its
 * separating pairs are defined by the cohort), DW-Acc (its rule weights are), rank and tier.
 * Acc, AP-Acc and Δ of a model depend on its own verdicts only, so they do not move. Pure
 * except `readLeaderboard`.
 */
import { readFileSync } from 'node:fs';
import { artifactPath, artifactPaths } from '../artifacts/paths.ts';
import type { Estimate } from '../accuracy-bootstrap/intervals.ts';

const ESTIMATES = ['acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc', 'rank'] as const;
export type EstimateName = (typeof ESTIMATES)[number];

export interface LeaderboardEntry {
  model_id: string;
  display_name: string;
  tier: number;
  qualifying: number;
  against_prior_qualifying: number;
  estimates: Record<EstimateName, Estimate>;
}

type Table2Row = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The leaderboard rows of a build, in its order (Acc descending). */
export function readLeaderboard(buildDir: string): LeaderboardEntry[] {
  const table = JSON.parse(readFileSync(artifactPath(buildDir, artifactPaths.table('table2_leaderboard')), 'utf8')) as { rows: Table2Row[] };
  return table.rows.map((r) => ({
    model_id: String(r['model_id']), display_name: String(r['display_name']), tier: Number(r['tier']),
    qualifying: Number(r['qualifying']), against_prior_qualifying: Number(r['against_prior_qualifying']),
    estimates: Object.fromEntries(ESTIMATES.map((e) => [e, { value: num(r[e]), lower: num(r[`${e}_lower`]), upper: num(r[`${e}_upper`]) }])) as Record<EstimateName, Estimate>,
  }));
}

/** A cohort-dependent figure of one model before and after the scored model joined. */
export interface Shift {
  before: number | null;
  after: number | null;
  /** after − before (null when either is undefined). */
  moved: number | null;
}

export interface CohortShift {
  model_id: string;
  f_acc: Shift;
  dw_acc: Shift;
  rank: Shift;
  tier: Shift;
}

const shift = (before: number | null, after: number | null): Shift => ({ before, after, moved: before === null || after === null ? null : after - before });

/** For every model of `before`: its F-Acc, DW-Acc, rank and tier before and after (rows of `after` by id). */
export function cohortShifts(before: readonly LeaderboardEntry[], after: readonly LeaderboardEntry[]): CohortShift[] {
  const afterById = new Map(after.map((r) => [r.model_id, r]));
  return before.map((b) => {
    const a = afterById.get(b.model_id);
    if (a === undefined) throw new Error(`score: model ${b.model_id} of the release is missing from the build with the scored model`);
    return {
      model_id: b.model_id,
      f_acc: shift(b.estimates.f_acc.value, a.estimates.f_acc.value),
      dw_acc: shift(b.estimates.dw_acc.value, a.estimates.dw_acc.value),
      rank: shift(b.estimates.rank.value, a.estimates.rank.value),
      tier: shift(b.tier, a.tier),
    };
  });
}
