/**
 * What the re-ranking and comparison pages embed, prepared at site build time from the data
 * build (never computed in the page from raw data it does not have): the Arrow file's URL, the
 * bootstrap seed, resamples and stream label from the build manifest, the panel models, and the
 * per-rule metadata the Arrow file lacks (modality, severity, probe consensus labels at 4/9,
 * 5/9, 7/9) read from the rule entities. Node only (runs in Astro front matter).
 */
import { artifactPaths } from '../../artifacts/paths.ts';
import { LEADERBOARD_SEED_LABEL } from '../../accuracy-bootstrap/resample-weights.ts';
import type { FacetOptions, RerankConfig } from './config.ts';
import { FAMILIES, MODALITIES, PRIOR_LINEAGES, SCORING_METHODS, SURFACES, DETERMINISTIC_METHODS } from '../../release/vocab.ts';
import { buildManifest, hasRuleEntity, modelEntity, modelIndex, rankProbabilities, ruleEntity, ruleIndex, taskIndex } from '../entities.ts';
import { renderPlot } from '../../components/charts/render.ts';
import { rankHeatmapOptions } from '../rank-heatmaps.ts';
import { rankingFinding, rerankCells, type RerankRowCells } from './config.ts';
import { vocabLabel } from '../labels.ts';
import { siteUrl } from '../urls.ts';
import { loadTable } from '../load.ts';

/** The page configuration, or null when the build has no Arrow file of qualifying verdicts. */
export function rerankConfig(base: string): RerankConfig | null {
  const manifest = buildManifest();
  const arrow = manifest.artifacts.find((a) => a.path === artifactPaths.qualifyingArrow);
  if (!arrow) return null;
  if (!manifest.seeds.labels.includes(LEADERBOARD_SEED_LABEL)) {
    throw new Error(`manifest.json: field seeds.labels has no "${LEADERBOARD_SEED_LABEL}"; the re-ranking page cannot reproduce the build's intervals`);
  }
  const rules: RerankConfig['rules'] = {};
  for (const r of ruleIndex().rules) {
    if (!r.in_panel || !hasRuleEntity(r.rule_id)) continue;
    const e = ruleEntity(r.rule_id);
    rules[r.rule_id] = [e.modality, e.severity, e.consensus.t4, e.consensus.t5, e.consensus.t7];
  }
  const table2 = loadTable('table2_leaderboard');
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    arrowUrl: siteUrl(base, `data/files/${arrow.path}`),
    arrowBytes: arrow.bytes,
    arrowRows: arrow.rows ?? 0,
    seed: manifest.seeds.bootstrap_seed,
    resamples: manifest.seeds.resamples,
    label: LEADERBOARD_SEED_LABEL,
    models: modelIndex().models.map((m) => ({ id: m.model_id, name: m.display_name })),
    rules,
    deterministicMethods: [...DETERMINISTIC_METHODS],
    build: table2.rows.map((r) => ({
      model_id: String(r.model_id), acc: num(r.acc), acc_lower: num(r.acc_lower), acc_upper: num(r.acc_upper),
      ap_acc: num(r.ap_acc), delta: num(r.delta), rank: num(r.rank), tier: num(r.tier),
    })),
  };
}

/** The facets offered, in vocabulary order, with display labels. */
export function rerankFacets(): FacetOptions[] {
  const models = modelIndex().models;
  const rounds = models.length ? modelEntity(models[0]!.model_id).by_round.map((b) => b.key) : [];
  return [
    { name: 'family', label: 'Rule family', options: FAMILIES.map((f) => [f, vocabLabel('family', f)]) },
    { name: 'modality', label: 'Modality', options: MODALITIES.map((m) => [m, vocabLabel('modality', m)]) },
    { name: 'surface', label: 'Placed surface', options: SURFACES.map((s) => [s, vocabLabel('surface', s)]) },
    { name: 'method', label: 'Scoring method', options: SCORING_METHODS.map((m) => [m, vocabLabel('method', m)]) },
    { name: 'round', label: 'Round', options: rounds.map((r) => [r, r]) },
    { name: 'lineage', label: 'Prior lineage', options: PRIOR_LINEAGES.map((l) => [l, vocabLabel('lineage', l)]) },
  ];
}

/**
 * What the page shows before its script has run: the data build's Table 2 rows (formatted as
 * the script formats its own), the finding sentence and the P(rank = k) chart of the build's
 * entities/rank_probabilities.json — the numbers of "no filter", which the script then
 * recomputes. Rendering them on the server puts the answer on the first paint and keeps the
 * page from moving when the script replaces them (same rows, same sizes).
 */
export function rerankInitial(): { rows: (RerankRowCells & { modelId: string })[]; finding: string; rankChart: string } {
  const names = new Map(modelIndex().models.map((m) => [m.model_id, m.display_name]));
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const est = (r: Record<string, unknown>, key: string) => ({ value: num(r[key]), lower: num(r[`${key}_lower`]), upper: num(r[`${key}_upper`]) });
  const rows = loadTable('table2_leaderboard').rows.map((r) => {
    const modelId = String(r.model_id);
    return {
      modelId,
      ...rerankCells({
        name: names.get(modelId) ?? modelId, qualifying: num(r.qualifying), againstQualifying: num(r.against_prior_qualifying),
        acc: est(r, 'acc'), apAcc: est(r, 'ap_acc'), delta: est(r, 'delta'), rank: est(r, 'rank'), tier: num(r.tier),
      }),
    };
  });
  const probabilities = rankProbabilities().models;
  return {
    rows,
    // Tasks with a qualifying verdict: the count the script takes from the verdicts with no filter.
    finding: rankingFinding(rows.map((r) => ({ name: r.name, tier: r.tierNumber, qualifying: r.qualifyingNumber })), taskIndex().tasks.filter((t) => t.qualifying > 0).length),
    rankChart: renderPlot(rankHeatmapOptions(probabilities, (id) => names.get(id) ?? id)),
  };
}
