/**
 * Step "load": every release file into DuckDB as table raw_<name>, with explicit column types
 * (src/pipeline/release-columns.ts), plus the vocabulary tables vocab_modalities and
 * vocab_methods that the derive SQL joins (so the mapping lives in vocab.ts only), and
 * consensus_thresholds: the paper's 4/9, 5/9 and 7/9 scaled to the probe builds present
 * (src/release/consensus.ts; rules.sql and threshold_sensitivity.sql read it). Runs after the
 * release was validated, so the files are known to match their schemas.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { RELEASE_FILE_NAMES, type Manifest } from '../release/schemas.ts';
import { MODALITIES, MODALITY_META, SCORING_METHODS, SCORING_METHOD_META, JUDGE_METHODS } from '../release/vocab.ts';
import { RELEASE_COLUMN_TYPES } from './release-columns.ts';
import { rows, sqlString } from './db.ts';
import { consensusThresholds } from '../release/consensus.ts';

export async function loadRelease(connection: DuckDBConnection, releaseDir: string, manifest: Manifest): Promise<void> {
  for (const name of RELEASE_FILE_NAMES) {
    const file = join(releaseDir, manifest.files[name].path);
    const types = Object.entries(RELEASE_COLUMN_TYPES[name]);
    try {
      await connection.run(`CREATE OR REPLACE TABLE raw_${name} (${types.map(([column, type]) => `"${column}" ${type}`).join(', ')})`);
      // An empty file has no lines to read: the table stays empty.
      if (manifest.files[name].rows > 0) {
        const columns = `{${types.map(([column, type]) => `${sqlString(column)}: ${sqlString(type)}`).join(', ')}}`;
        await connection.run(`INSERT INTO raw_${name} SELECT * FROM read_json(${sqlString(file)}, format = 'newline_delimited', columns = ${columns})`);
      }
    } catch (error) {
      throw new Error(`${manifest.files[name].path}: loading into DuckDB failed: ${(error as Error).message}`, { cause: error });
    }
  }
  await connection.run('CREATE OR REPLACE TABLE vocab_modalities (modality VARCHAR, action VARCHAR, modality_class VARCHAR)');
  for (const modality of MODALITIES) {
    const meta = MODALITY_META[modality];
    await connection.run(`INSERT INTO vocab_modalities VALUES (${sqlString(modality)}, ${sqlString(meta.action)}, ${sqlString(meta.modalityClass)})`);
  }
  await connection.run('CREATE OR REPLACE TABLE vocab_methods (method VARCHAR, deterministic BOOLEAN, judge_involved BOOLEAN)');
  for (const method of SCORING_METHODS) {
    const judge = (JUDGE_METHODS as readonly string[]).includes(method);
    await connection.run(`INSERT INTO vocab_methods VALUES (${sqlString(method)}, ${SCORING_METHOD_META[method].deterministic}, ${judge})`);
  }
  const [probe] = await rows(connection, 'SELECT count(DISTINCT probe_model_id)::INTEGER AS builds FROM raw_probe');
  await connection.run('CREATE OR REPLACE TABLE consensus_thresholds (key VARCHAR, paper_builds INTEGER, builds INTEGER, probe_builds INTEGER)');
  for (const t of consensusThresholds(Number(probe!.builds))) {
    await connection.run(`INSERT INTO consensus_thresholds VALUES (${sqlString(t.key)}, ${t.paper_builds}, ${t.builds}, ${t.probe_builds})`);
  }
}
