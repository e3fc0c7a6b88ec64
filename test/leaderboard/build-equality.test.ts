/**
 * With no filter, the shared leaderboard module run on the build's browser inputs (the Arrow file
 * of qualifying verdicts, the manifest's seed and resamples) must reproduce the build's
 * table2_leaderboard artifact: Acc, AP-Acc, Δ and their intervals, rank and rank interval, and
 * tier, to 1e-9 (the artifact rounds to 12 significant digits). Expected values: the data build
 * (scripts/data.ts) of the mini release, made here; set HIF_LEADERBOARD_BUILD=<dir> to check
 * another build as well (e.g. the full simulated release: /tmp/ibuild in the report).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeLeaderboard, denseIndex, drawResampleWeights, LEADERBOARD_SEED_LABEL, NO_FILTER, selectedCells, type LeaderboardRow } from '../../src/lib/leaderboard/index.ts';
import { readBuildInputs } from './build-inputs.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp = '';
const builds: string[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-leaderboard-'));
  const out = path.join(tmp, 'build');
  const run = spawnSync(process.execPath, ['scripts/data.ts', '--release', 'test/fixtures/mini-release', '--out', out, '--resamples', '2000'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`data build of the mini release failed (exit ${run.status})`);
  builds.push(out);
  if (process.env.HIF_LEADERBOARD_BUILD) builds.push(path.resolve(process.env.HIF_LEADERBOARD_BUILD));
});
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

function close(actual: number | null, expected: unknown, what: string): void {
  if (expected === null || expected === undefined) {
    expect(actual, what).toBeNull();
    return;
  }
  expect(actual, what).not.toBeNull();
  expect(Math.abs(actual! - Number(expected)), `${what}: ${actual} vs ${String(expected)}`).toBeLessThanOrEqual(1e-9);
}

describe('leaderboard module = the build\'s table2_leaderboard with no filter', () => {
  it('matches every estimate, interval, rank and tier', () => {
    for (const dir of builds) {
      const inputs = readBuildInputs(dir);
      expect(inputs.labels).toContain(LEADERBOARD_SEED_LABEL);
      const index = denseIndex(inputs.table, inputs.panelModelIds);
      const weights = drawResampleWeights(index.taskIds.length, inputs.resamples, inputs.seed);
      const board = computeLeaderboard(selectedCells(inputs.table, index, inputs.rules, NO_FILTER), weights, index.modelIds);
      expect(board.rows.map((r) => r.modelId)).toEqual(inputs.table2Rows.map((r) => r.model_id));
      board.rows.forEach((row: LeaderboardRow, k) => {
        const b = inputs.table2Rows[k]!;
        const at = `${dir} ${row.modelId}`;
        for (const [mine, id] of [[row.acc, 'acc'], [row.apAcc, 'ap_acc'], [row.delta, 'delta'], [row.rank, 'rank']] as const) {
          close(mine.value, b[id], `${at} ${id}`);
          close(mine.lower, b[`${id}_lower`], `${at} ${id}_lower`);
          close(mine.upper, b[`${id}_upper`], `${at} ${id}_upper`);
        }
        expect(row.tier, `${at} tier`).toBe(b.tier);
        expect(row.qualifying, `${at} qualifying`).toBe(b.qualifying);
        expect(row.againstQualifying, `${at} against-prior qualifying`).toBe(b.against_prior_qualifying);
      });
    }
  });
});
