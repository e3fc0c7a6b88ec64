/**
 * Step "load": every release file into DuckDB as TEMP table raw_<name> (see below), with explicit
 * column types (src/lib/build/release-columns.ts), plus the vocabulary tables vocab_modalities and
 * vocab_methods that the derive SQL joins (so the mapping lives in vocab.ts only).
 * Runs while the release is validated (pipeline.ts): its tables are used only once validation has
 * passed, so the files are then known to match their schemas.
 *
 * The raw tables are TEMP tables: in memory, uncompressed, spilled to DuckDB's temporary folder
 * (inside the build's work folder) beyond the memory limit. They are read once, to make the
 * derived tables (plus a join of the judge audit), so the database file's compression, checksums
 * and writes were wasted on them. At 100x, load and derive alone in 2 interleaved rounds: the load
 * 15.0-17.6 -> 8.7-10.8 s of CPU, load and derive 52.2/54.4 -> 48.2/47.5 s (the derive reads the
 * rows back from the temporary files). A TEMP table is seen only by the connection that made it:
 * the build's main connection, which runs the load, the derive and every metric query.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { RELEASE_FILE_NAMES, type Manifest } from '../release/schemas.ts';
import { MODALITIES, MODALITY_META, SCORING_METHODS, SCORING_METHOD_META, JUDGE_METHODS } from '../release/vocab.ts';
import { columnDefinition, createReleaseEnums, RELEASE_COLUMN_TYPES, RETYPED_AFTER_LOAD, usesReleaseEnums } from './release-columns.ts';
import { sqlString } from './db.ts';

function columnsLiteral(types: Record<string, string>): string {
  return `{${Object.entries(types).map(([name, type]) => `${sqlString(name)}: ${sqlString(type)}`).join(', ')}}`;
}

export async function loadRelease(connection: DuckDBConnection, releaseDir: string, manifest: Manifest): Promise<void> {
  let enumsCreated = false;
  for (const name of RELEASE_FILE_NAMES) {
    const file = join(releaseDir, manifest.files[name].path);
    const types = RELEASE_COLUMN_TYPES[name];
    try {
      // The ENUM types of the ids and labels (release-columns.ts), made once the files before
      // verdicts (models, rules, tasks: their ids) are loaded; those are then retyped to them.
      if (!enumsCreated && usesReleaseEnums(name)) {
        await createReleaseEnums(connection);
        for (const [loaded, columns] of Object.entries(RETYPED_AFTER_LOAD)) {
          for (const [column, type] of Object.entries(columns)) await connection.run(`ALTER TABLE raw_${loaded} ALTER ${column} TYPE ${type}`);
        }
        enumsCreated = true;
      }
      await connection.run(`CREATE OR REPLACE TEMP TABLE raw_${name} (${Object.entries(types).map(([c, t]) => columnDefinition(c, t)).join(', ')})`);
      // An empty file has no lines to read: the table stays empty.
      if (manifest.files[name].rows > 0) {
        await connection.run(`INSERT INTO raw_${name} SELECT * FROM read_json(${sqlString(file)}, format = 'newline_delimited', columns = ${columnsLiteral(types)})`);
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
}
