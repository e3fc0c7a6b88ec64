/**
 * Test helper: takes one panel model out of a release. Writes the release without it (its
 * models row, runs, verdicts, non-coding attempts and the judge-audit rows on its verdicts
 * removed; manifest rows and sha256 recomputed) and its verdict and run rows as separate files,
 * as a model builder would hold them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Manifest, RELEASE_FILE_NAMES, type ReleaseFileName } from '../../src/release/schemas.ts';

type Row = Record<string, unknown>;

function readRows(dir: string, path: string): Row[] {
  const stored = readFileSync(join(dir, path));
  const text = (path.endsWith('.gz') ? gunzipSync(stored) : stored).toString('utf8');
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Row);
}

const jsonl = (rows: readonly Row[]) => rows.map((r) => `${JSON.stringify(r)}\n`).join('');

export interface SplitModel {
  releaseDir: string;
  verdictsFile: string;
  runsFile: string;
  displayName: string;
  verdictRows: number;
}

export function splitModelOut(baseDir: string, modelId: string, outDir: string): SplitModel {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(baseDir, 'manifest.json'), 'utf8')));
  const releaseDir = join(outDir, 'release');
  mkdirSync(releaseDir, { recursive: true });
  const rows = Object.fromEntries(RELEASE_FILE_NAMES.map((name) => [name, readRows(baseDir, manifest.files[name].path)])) as Record<ReleaseFileName, Row[]>;
  const model = rows.models.find((r) => r['model_id'] === modelId);
  if (model === undefined) throw new Error(`no model ${modelId}`);
  const own = (r: Row) => r['model_id'] === modelId;
  const verdicts = rows.verdicts.filter(own);
  const ownVerdictIds = new Set(verdicts.map((r) => r['verdict_id']));
  const kept: Record<ReleaseFileName, Row[]> = {
    ...rows,
    models: rows.models.filter((r) => !own(r)),
    runs: rows.runs.filter((r) => !own(r)),
    verdicts: rows.verdicts.filter((r) => !own(r)),
    noncoding_attempts: rows.noncoding_attempts.filter((r) => !own(r)),
    judge_audit: rows.judge_audit.filter((r) => !ownVerdictIds.has(r['verdict_id'])),
  };
  const files = { ...manifest.files };
  for (const name of RELEASE_FILE_NAMES) {
    const path = manifest.files[name].path;
    const text = Buffer.from(jsonl(kept[name]), 'utf8');
    const stored = path.endsWith('.gz') ? gzipSync(text) : text;
    writeFileSync(join(releaseDir, path), stored);
    files[name] = { path, sha256: createHash('sha256').update(stored).digest('hex'), rows: kept[name].length };
  }
  writeFileSync(join(releaseDir, 'manifest.json'), `${JSON.stringify({ ...manifest, files }, null, 2)}\n`);
  const verdictsFile = join(outDir, `${modelId}-verdicts.jsonl.gz`);
  writeFileSync(verdictsFile, gzipSync(jsonl(verdicts)));
  const runsFile = join(outDir, `${modelId}-runs.jsonl`);
  writeFileSync(runsFile, jsonl(rows.runs.filter(own)));
  return { releaseDir, verdictsFile, runsFile, displayName: String(model['display_name']), verdictRows: verdicts.length };
}
