/**
 * The configuration the re-ranking and comparison pages embed (made at site build time by
 * page-data.ts) and its decoding in the browser. Browser-safe: no Node imports.
 */
import type { RuleMeta } from '../../leaderboard/selection.ts';

export interface FacetOptions {
  name: string;
  label: string;
  options: [value: string, label: string][];
}

interface BuildRow {
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

