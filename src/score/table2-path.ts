/**
 * `npm run score` without a second data build: every figure of the report from one build of the
 * release WITHOUT the model (the baseline) and the submitted rows — Table 2 with the model, the
 * paired differences and the rank probabilities by src/score/cohort-score.ts (the cohort's Arrow
 * file plus the model's qualifying verdicts, the build's cells and resamples), its accuracy by
 * family and surface and its coverage of the panel's keys by src/score/breakdowns.ts (the
 * code the page runs), with the baseline's panel keys. test/score/round-trip.test.ts
 * checks all of it against a full build of the release with the model. Node (reads the build).
 */
import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { tableFromIPC } from 'apache-arrow';
import { artifactPath, artifactPaths } from '../artifacts/paths.ts';
import { BuildManifest } from '../artifacts/manifest.ts';
import { ModelIndex, RuleIndex, TaskEntity, TaskIndex } from '../artifacts/entities.ts';
import { LEADERBOARD_SEED_LABEL, verdictTableFromArrow } from '../accuracy-bootstrap/index.ts';
import type { VerdictRecord } from '../release/schemas.ts';
import { sqlString } from '../pipeline/db.ts';
import { scoreWithCohort, type CohortScore, type ScoringContext } from './cohort-score.ts';
import { modelBreakdowns, type BreakdownFigures } from './breakdowns.ts';

const read = <T>(buildDir: string, path: string, schema: { parse: (v: unknown) => T }): T => schema.parse(JSON.parse(readFileSync(artifactPath(buildDir, path), 'utf8')));

interface Table2PathFigures extends CohortScore, BreakdownFigures {
  resamples: number;
}

/** Distinct (task, round, rule) keys of the baseline's panel verdicts (every verdict, qualifying or not). */
async function panelKeys(buildDir: string): Promise<Set<string>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const parquet = (id: string) => sqlString(artifactPath(buildDir, artifactPaths.parquet(id)));
    const rows = (await connection.runAndReadAll(`SELECT DISTINCT task_id || '|' || round || '|' || rule_id AS k FROM ${parquet('verdicts')}
      WHERE model_id IN (SELECT model_id FROM ${parquet('models')} WHERE in_panel)`)).getRowObjectsJson();
    return new Set(rows.map((r) => String(r['k'])));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export async function table2PathFigures(baseline: string, rows: readonly VerdictRecord[], modelId: string, displayName: string | null): Promise<Table2PathFigures> {
  const manifest = read(baseline, artifactPaths.manifest, BuildManifest);
  const models = read(baseline, artifactPaths.modelIndex, ModelIndex).models;
  const rules = read(baseline, artifactPaths.ruleIndex, RuleIndex).rules;
  const tasks = read(baseline, artifactPaths.taskIndex, TaskIndex).tasks.map((t) => read(baseline, artifactPaths.task(t.task_id), TaskEntity));
  const context: ScoringContext = {
    modelsFile: 'models.jsonl', cohort: {}, rounds: [],
    panel: models.map((m) => ({ id: m.model_id, name: m.display_name })),
    rules: Object.fromEntries(rules.map((r) => [r.rule_id, { method: r.scoring_method, prior: r.prior_label, family: r.family }])),
    tasks: Object.fromEntries(tasks.map((t) => [t.task_id, { dropped: t.status === 'dropped', injected: t.injected.map((i) => i.rule_id), surfaces: t.injected.map((i) => i.surface) }])),
    // The page's bits; the breakdowns here read the baseline's keys directly.
    panelKeys: { rounds: [], tasks: {} },
    resamples: manifest.seeds.resamples, seed: manifest.seeds.bootstrap_seed, label: LEADERBOARD_SEED_LABEL,
  };
  const file = artifactPath(baseline, artifactPaths.qualifyingArrow);
  const score = scoreWithCohort(verdictTableFromArrow(tableFromIPC(readFileSync(file)), file), rows, modelId, displayName, context);

  const panel = await panelKeys(baseline);
  const breakdowns = modelBreakdowns(rows, context, { size: panel.size, has: (t, round, rule) => panel.has(`${t}|${round}|${rule}`) });
  return {
    ...score,
    resamples: manifest.seeds.resamples,
    ...breakdowns,
  };
}
