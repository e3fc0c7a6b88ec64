/**
 * The reliability page's headline: the test–retest ICC the build marks as headline (one per
 * level, with its interval) and Cohen's κ of each audit kind (with its interval and rows), read
 * from tables/icc_test_retest.json and tables/judge_agreement.json; labels by stable id (vocab.ts).
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import { formatNumber } from '../format.ts';
import { vocabLabel } from '../labels.ts';

export interface HeadlineFigure { id: string; label: string; value: string; detail: string }

const estimate = (v: unknown, lo: unknown, hi: unknown) =>
  typeof v !== 'number' ? '—' : `${formatNumber(v, '.3f')}${typeof lo === 'number' && typeof hi === 'number' ? ` [${formatNumber(lo, '.3f')}, ${formatNumber(hi, '.3f')}]` : ''}`;

/** "ICC2" → "ICC(2,1)", "ICC2k" → "ICC(2,k)": Shrout–Fleiss notation of a form id. */
export function iccNotation(form: string): string {
  const m = /^ICC([123])(k?)$/.exec(form);
  return m ? `ICC(${m[1]},${m[2] ? 'k' : '1'})` : form;
}

/** Headline ICC rows (one per level) then one κ per audit kind, in the artifacts' row order. */
export function reliabilityHeadline(icc: TableArtifact | null, agreement: TableArtifact | null): HeadlineFigure[] {
  const iccRows = (icc?.rows ?? []).filter((r) => r.headline === true).map((r) => ({
    id: `icc_${String(r.level)}`,
    label: `Test–retest ${iccNotation(String(r.form))}, ${String(r.level)} level`,
    value: estimate(r.icc, r.icc_lower, r.icc_upper),
    detail: `${String(r.description)}; ${formatNumber(Number(r.targets), ',d')} ${String(r.level)}s × ${formatNumber(Number(r.rounds), ',d')} rounds`,
  }));
  const kappaRows = (agreement?.rows ?? []).map((r) => ({
    id: `kappa_${String(r.kind)}`,
    label: `Cohen's κ, ${vocabLabel('audit', String(r.kind)).toLowerCase()}`,
    value: estimate(r.kappa, r.kappa_lower, r.kappa_upper),
    detail: `${typeof r.agreement === 'number' ? `${formatNumber(r.agreement, '.1f')}% agreement on ` : ''}${formatNumber(Number(r.rows), ',d')} rows; ${String(r.rater_a)} vs ${String(r.rater_b)}`,
  }));
  return [...iccRows, ...kappaRows];
}
