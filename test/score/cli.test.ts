/**
 * `npm run score` as a model builder runs it (scripts/score.ts in a child process): a bad file
 * gives its problems on stderr as `file:line: field: message` and exit 1, bad usage exit 2.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'score-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const score = (args: string[]) => spawnSync(process.execPath, ['scripts/score.ts', ...args], { encoding: 'utf8', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } });

describe('npm run score', () => {
  it('exits 1 with located problems for a model already in the release', () => {
    const file = join(work, 'alpha.jsonl');
    const row = { verdict_id: 'V090001', model_id: 'alpha-1', task_id: 'T001', round: 1, rule_id: 'R0003', verdict: 'pass', method: 'regex', votes: null, cascade_group: null, cascade_rank: null, evidence: 'e', rationale: 'r' };
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    const run = score(['--release', 'test/fixtures/mini-release', '--verdicts', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toContain(`${file}:1: model_id: model "alpha-1" is already in the release (models.jsonl line 1): score a model the cohort does not hold, or give it a new id`);
  });

  it('exits 2 on bad usage', () => {
    expect(score([]).status).toBe(2);
    expect(score(['--verdicts', 'x.jsonl', '--format', 'pdf']).stderr).toContain('--format must be one of text, md, json, latex');
  });
});
