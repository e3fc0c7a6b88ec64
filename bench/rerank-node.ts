/**
 * The re-ranking computation timed in Node on the same data and selections as the browser
 * bench, CPU (process.cpuUsage) and wall side by side: the whole leaderboard on one thread
 * (computeLeaderboard, the data build's path and the page's).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { computeLeaderboard } from '../src/accuracy-bootstrap/leaderboard.ts';
import { drawResampleWeights, LEADERBOARD_SEED_LABEL } from '../src/accuracy-bootstrap/resample-weights.ts';
import { denseIndex, NO_FILTER, selectedCells, type RuleMeta, type Selection } from '../src/accuracy-bootstrap/selection.ts';
import { verdictTableFromArrow } from '../src/accuracy-bootstrap/arrow-table.ts';
import type { BenchSelection } from './browser-rerank.ts';

export interface NodeRerankResult {
  verdicts: number;
  tasks: number;
  models: number;
  resamples: number;
  /** Drawing the multiplicities once per page load (CPU ms). */
  drawMs: number;
  /** Per recompute over all selections and rounds (ms). */
  aggregateCpuMs: number[];
  wholeCpuMs: number[];
  wholeWallMs: number[];
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

/** The bench's selections as leaderboard selections (positions resolved against the vocabularies seen in the data). */
function toSelection(s: BenchSelection, options: Record<string, readonly string[]>): Selection {
  const facets = { ...NO_FILTER.facets };
  for (const [facet, wanted] of Object.entries(s.facets)) {
    (facets as Record<string, string[]>)[facet] = wanted.map((w) => (typeof w === 'number' ? options[facet]![w]! : w)).sort();
  }
  return { facets, prior: s.prior, weighting: s.weight };
}

export function measureRerankInNode(dataDir: string, selections: BenchSelection[], facetOptions: Record<string, readonly string[]>, rounds: number): NodeRerankResult {
  const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
  const arrowFile = join(dataDir, 'qualifying_verdicts.arrow');
  const table = verdictTableFromArrow(tableFromIPC(readFileSync(arrowFile)), arrowFile);
  const rules: Record<string, RuleMeta> = {};
  for (const id of table.rule.dictionary) {
    const e = JSON.parse(readFileSync(join(dataDir, 'entities/rules', `${id}.json`), 'utf8'));
    rules[id] = { modality: e.modality, severity: e.severity, t4: e.consensus.t4, t5: e.consensus.t5, t7: e.consensus.t7 };
  }
  const panel = JSON.parse(readFileSync(join(dataDir, 'tables/table2_leaderboard.json'), 'utf8')).rows.map((r: { model_id: string }) => r.model_id);
  const index = denseIndex(table, panel);
  const T = index.taskIds.length;
  const B = manifest.seeds.resamples as number;
  let c = process.cpuUsage();
  const weights = drawResampleWeights(T, B, manifest.seeds.bootstrap_seed, LEADERBOARD_SEED_LABEL);
  const drawMs = cpuMs(c);
  const out: NodeRerankResult = { verdicts: table.length, tasks: T, models: index.modelIds.length, resamples: B, drawMs, aggregateCpuMs: [], wholeCpuMs: [], wholeWallMs: [] };
  const chosen = selections.map((s) => toSelection(s, facetOptions));
  for (let round = 0; round < rounds; round++) {
    for (const selection of chosen) {
      c = process.cpuUsage();
      const cells = selectedCells(table, index, rules, selection);
      out.aggregateCpuMs.push(cpuMs(c));
      c = process.cpuUsage();
      const t0 = performance.now();
      computeLeaderboard(cells, weights, index.modelIds);
      out.wholeWallMs.push(performance.now() - t0);
      out.wholeCpuMs.push(cpuMs(c));
    }
  }
  return out;
}
