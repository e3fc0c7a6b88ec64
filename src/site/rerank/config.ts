/**
 * The configuration the re-ranking and comparison pages embed (made at site build time by
 * page-data.ts) and its decoding in the browser. Browser-safe: no Node imports.
 */
import type { RuleMeta } from '../../accuracy-bootstrap/selection.ts';
import type { Estimate } from '../../accuracy-bootstrap/intervals.ts';
import { isolateBidi } from '../../release/bidi.ts';
import { formatCount, formatEstimate } from './load-verdicts.ts';
import { formatRank } from '../format.ts';

export interface FacetOptions {
  name: string;
  label: string;
  options: [value: string, label: string][];
}

export interface BuildRow {
  model_id: string;
  acc: number | null;
  acc_lower: number | null;
  acc_upper: number | null;
  ap_acc: number | null;
  delta: number | null;
  rank: number | null;
  tier: number | null;
}

export interface RerankConfig {
  arrowUrl: string;
  arrowBytes: number;
  arrowRows: number;
  seed: number;
  resamples: number;
  label: string;
  models: { id: string; name: string }[];
  /** rule id → [modality, severity, t4, t5, t7]. */
  rules: Record<string, [string, string, string | null, string | null, string | null]>;
  deterministicMethods: string[];
  /** The build's table2_leaderboard (for the "same as the build" check shown on the page). */
  build: BuildRow[];
}

/** Rule metadata in the leaderboard module's shape. */
export function ruleMetaOf(config: Pick<RerankConfig, 'rules'>): Record<string, RuleMeta> {
  const out: Record<string, RuleMeta> = {};
  for (const [id, [modality, severity, t4, t5, t7]] of Object.entries(config.rules)) out[id] = { modality, severity, t4, t5, t7 };
  return out;
}


/** One leaderboard row as the re-rank table shows it (the server's first paint and the script's recomputes). */
export interface RerankRowCells {
  name: string;
  rank: string;
  tier: string;
  acc: string;
  apAcc: string;
  delta: string;
  qualifying: string;
  againstQualifying: string;
  tierNumber: number | null;
  qualifyingNumber: number;
}

/**
 * A model without a selected verdict gets no rank or tier (it would rank nothing). Counts are
 * null when a build's table2 lacks them (then "—", and a model counts as having verdicts when
 * its Acc is defined).
 */
const rankBound = (x: number | null) => (x === null ? '—' : formatRank(x, '.1f'));

/** A rank with its interval as every page shows it: whole ranks without decimals ("2 [1, 3]"), a tied one as "6.5". */
export function formatRankInterval(rank: Estimate): string {
  return rank.value === null ? '—' : `${formatRank(rank.value, '.1f')} [${rankBound(rank.lower)}, ${rankBound(rank.upper)}]`;
}

export function rerankCells(r: { name: string; qualifying: number | null; againstQualifying: number | null; acc: Estimate; apAcc: Estimate; delta: Estimate; rank: Estimate; tier: number | null }): RerankRowCells {
  const qualifying = r.qualifying ?? (r.acc.value === null ? 0 : 1);
  const none = qualifying === 0;
  const count = (x: number | null) => (x === null ? '—' : formatCount(x));
  return {
    name: r.name, rank: none ? '—' : formatRankInterval(r.rank), tier: none || r.tier === null ? '—' : String(r.tier),
    acc: formatEstimate(r.acc), apAcc: formatEstimate(r.apAcc), delta: formatEstimate(r.delta),
    qualifying: count(r.qualifying), againstQualifying: count(r.againstQualifying),
    tierNumber: none ? null : r.tier, qualifyingNumber: qualifying,
  };
}

const list = (names: readonly string[]) => (names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Fewer tasks with a selected verdict than this and the page warns instead of ranking (docs/metrics.md "Minimum detectable effect"). */
export const MIN_TASKS = 10;

/**
 * The page's answer in one sentence, from the rows in Acc order: who is in the top tier (the
 * models whose paired Acc difference from the first has a 95% interval containing 0) and how
 * many tiers the ranked models form; a warning instead when fewer than MIN_TASKS tasks carry a
 * selected verdict (`tasks`). '' when nothing is ranked (the table says why).
 */
export function rankingFinding(rows: readonly { name: string; tier: number | null; qualifying: number }[], tasks: number): string {
  const ranked = rows.filter((r) => r.qualifying > 0 && r.tier !== null);
  if (ranked.length === 0) return '';
  if (tasks < MIN_TASKS) return `Too few tasks to rank: only ${tasks} task${tasks === 1 ? '' : 's'} ha${tasks === 1 ? 's' : 've'} a selected verdict (at least ${MIN_TASKS} are needed). The bootstrap resamples whole tasks; with so few, the intervals and tiers below look surer than they are.`;
  const top = ranked.filter((r) => r.tier === 1).map((r) => isolateBidi(r.name));
  const tiers = Math.max(...ranked.map((r) => r.tier!));
  const spread = `${ranked.length} ranked model${ranked.length === 1 ? '' : 's'} in ${tiers} tier${tiers === 1 ? '' : 's'}.`;
  if (ranked.length === 1) return `Only ${top[0] ?? isolateBidi(ranked[0]!.name)} has a selected verdict; there is nothing to rank it against.`;
  if (top.length === 1) return `${top[0]} is first on its own: its paired Acc difference from the next model has a 95% interval that excludes 0. ${spread}`;
  const all = top.length === ranked.length;
  return `${all ? 'No model is separated: ' : 'Top tier: '}${list(top)} — their paired Acc differences from ${top[0]} have 95% intervals that contain 0, so their order is not settled. ${spread}`;
}
