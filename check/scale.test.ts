/**
 * --scale K: K − 1 replicas of the 60 panel tasks, each with its own task ids, runs and verdicts
 * (40,104 · K verdict rows; HARNESS-IF.md §4 for the per-replica count).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunRecord, TaskRecord, VerdictRecord } from '../src/release/schemas.ts';
import { readJsonl } from '../sim/check/readRelease.ts';
import { simulateRelease } from '../sim/simulate.ts';

const out = mkdtempSync(join(tmpdir(), 'sim-scale-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('simulate --scale 2 (panel files)', () => {
  it('doubles panel tasks, runs and verdict rows with distinct, schema-shaped ids', async () => {
    await simulateRelease({ seed: 1, scale: 2, outDir: out, panelOnly: true, log: () => {} });
    const tasks = readJsonl<TaskRecord>(out, 'tasks.jsonl');
    const runs = readJsonl<RunRecord>(out, 'runs.jsonl');
    const verdicts = readJsonl<VerdictRecord>(out, 'verdicts.jsonl.gz');
    expect(tasks).toHaveLength(80 + 60);
    expect(new Set(tasks.map((t) => t.task_id)).size).toBe(tasks.length);
    expect(tasks.every((t) => /^T\d{3}$/.test(t.task_id))).toBe(true);
    expect(runs).toHaveLength(2 * 2160);
    expect(verdicts).toHaveLength(2 * 40104);
    expect(new Set(verdicts.map((v) => v.verdict_id)).size).toBe(verdicts.length);
    const taskIds = new Set(tasks.filter((t) => t.status === 'panel').map((t) => t.task_id));
    expect(verdicts.every((v) => taskIds.has(v.task_id))).toBe(true);
  }, 1_200_000);
});
