/**
 * Reads a release folder's JSONL files (gzip or not) into memory for the simulator's own checks
 * and tests. Not the project's release reader (src/release): deliberately independent, so the
 * simulator's tests do not depend on the code they help validate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Manifest } from '../../src/release/schemas.ts';

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

export function readJsonl<T>(dir: string, path: string): T[] {
  const bytes = readFileSync(join(dir, path));
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text.split('\n').filter((line) => line.length > 0).map((line, i) => {
    try {
      return JSON.parse(line) as T;
    } catch (error) {
      throw new Error(`${path}:${i + 1}: not JSON (${(error as Error).message})`);
    }
  });
}

/**
 * Appendix-B cascade de-duplication (docs/metrics.md): within a run (model, task, round), among
 * the failing rows of one cascade_group only the lowest cascade_rank keeps `fail`; the others
 * become `na`. Returns the effective verdict of every row, in input order.
 */
export function effectiveVerdicts(rows: readonly { model_id: string; task_id: string; round: number; verdict: string; cascade_group: string | null; cascade_rank: number | null }[]): string[] {
  const keeper = new Map<string, { index: number; rank: number }>();
  rows.forEach((r, i) => {
    if (r.cascade_group === null || r.verdict !== 'fail') return;
    const key = `${r.model_id}|${r.task_id}|${r.round}|${r.cascade_group}`;
    const best = keeper.get(key);
    if (!best || r.cascade_rank! < best.rank) keeper.set(key, { index: i, rank: r.cascade_rank! });
  });
  return rows.map((r, i) => {
    if (r.cascade_group === null || r.verdict !== 'fail') return r.verdict;
    return keeper.get(`${r.model_id}|${r.task_id}|${r.round}|${r.cascade_group}`)!.index === i ? 'fail' : 'na';
  });
}
