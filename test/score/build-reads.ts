/**
 * The round-trip test's reading of a full data build, to compare the score report with: the
 * model's accuracy by rule family and by placed surface (parquet/model_breakdowns.parquet), its
 * coverage of the panel's keys (parquet/verdicts.parquet), and the qualifying verdicts with the
 * bootstrap's resample weights for the paired differences.
 */
import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { tableFromIPC } from 'apache-arrow';
import { artifactPath, artifactPaths } from '../../src/artifacts/paths.ts';
import { sqlString } from '../../src/pipeline/db.ts';
import { denseIndex, drawResampleWeights, LEADERBOARD_SEED_LABEL, verdictTableFromArrow, type DenseIndex, type ResampleWeights, type VerdictTable } from '../../src/accuracy-bootstrap/index.ts';
import type { Breakdown, BreakdownFigures } from '../../src/score/breakdowns.ts';

export async function readBuildFigures(buildDir: string, modelId: string): Promise<BreakdownFigures> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const parquet = (id: string) => sqlString(artifactPath(buildDir, artifactPaths.parquet(id)));
    const query = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
    const breakdown = async (dimension: string): Promise<Breakdown[]> => (await query(
      `SELECT key, passes, qualifying FROM ${parquet('model_breakdowns')} WHERE model_id = ${sqlString(modelId)} AND dimension = ${sqlString(dimension)} ORDER BY key`,
    )).map((r) => {
      const passes = Number(r['passes']);
      const qualifying = Number(r['qualifying']);
      return { key: String(r['key']), passes, qualifying, acc: qualifying > 0 ? (100 * passes) / qualifying : null };
    });
    const [c] = await query(`WITH keys AS (SELECT DISTINCT task_id, round, rule_id, model_id = ${sqlString(modelId)} AS scored
        FROM ${parquet('verdicts')} v WHERE model_id IN (SELECT model_id FROM ${parquet('models')} WHERE in_panel)),
      panel AS (SELECT DISTINCT task_id, round, rule_id FROM keys WHERE NOT scored),
      mine AS (SELECT DISTINCT task_id, round, rule_id FROM keys WHERE scored)
      SELECT (SELECT count(*) FROM panel) AS panel_keys,
             (SELECT count(*) FROM mine JOIN panel USING (task_id, round, rule_id)) AS covered,
             (SELECT count(*) FROM mine) AS mine`);
    const panelKeys = Number(c!['panel_keys']);
    const covered = Number(c!['covered']);
    return {
      families: await breakdown('family'),
      surfaces: await breakdown('surface'),
      coverage: { panel_keys: panelKeys, covered, share: panelKeys > 0 ? (100 * covered) / panelKeys : null, outside: Number(c!['mine']) - covered },
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** The build's qualifying verdicts, dense indices over the leaderboard's models and the resample weights of its Table 2. */
export function readBootstrapInputs(buildDir: string, leaderboardModelIds: readonly string[]): { table: VerdictTable; index: DenseIndex; weights: ResampleWeights } {
  const manifest = JSON.parse(readFileSync(artifactPath(buildDir, artifactPaths.manifest), 'utf8')) as { seeds: { bootstrap_seed: number; resamples: number } };
  const file = artifactPath(buildDir, artifactPaths.qualifyingArrow);
  const table = verdictTableFromArrow(tableFromIPC(readFileSync(file)), file);
  const index = denseIndex(table, leaderboardModelIds);
  const weights = drawResampleWeights(index.taskIds.length, manifest.seeds.resamples, manifest.seeds.bootstrap_seed, LEADERBOARD_SEED_LABEL);
  return { table, index, weights };
}
