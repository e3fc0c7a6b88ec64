/**
 * Reads what the leaderboard module needs from a data build folder (Node only, for tests): the
 * Arrow file of qualifying verdicts, the per-rule metadata from the rule entities, the panel
 * models and seeds from the manifest and the table2_leaderboard artifact to compare with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { verdictTableFromArrow } from '../../src/lib/leaderboard/arrow-table.ts';
import type { RuleMeta, VerdictTable } from '../../src/lib/leaderboard/selection.ts';

export interface BuildInputs {
  table: VerdictTable;
  rules: Record<string, RuleMeta>;
  panelModelIds: string[];
  seed: number;
  resamples: number;
  labels: string[];
  table2Rows: Record<string, unknown>[];
}

export function readBuildInputs(dir: string): BuildInputs {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const arrowFile = path.join(dir, 'qualifying_verdicts.arrow');
  const table = verdictTableFromArrow(tableFromIPC(fs.readFileSync(arrowFile)), arrowFile);
  const rules: Record<string, RuleMeta> = {};
  for (const id of table.rule.dictionary) {
    const e = JSON.parse(fs.readFileSync(path.join(dir, 'entities/rules', `${id}.json`), 'utf8'));
    rules[id] = { modality: e.modality, severity: e.severity, t4: e.consensus.t4, t5: e.consensus.t5, t7: e.consensus.t7 };
  }
  const table2 = JSON.parse(fs.readFileSync(path.join(dir, 'tables/table2_leaderboard.json'), 'utf8'));
  return {
    table, rules,
    panelModelIds: table2.rows.map((r: { model_id: string }) => r.model_id),
    seed: manifest.seeds.bootstrap_seed, resamples: manifest.seeds.resamples, labels: manifest.seeds.labels,
    table2Rows: table2.rows,
  };
}
