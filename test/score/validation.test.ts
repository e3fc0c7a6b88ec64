/**
 * Every problem a submitted verdict file can have against the release comes as
 * `file:line: field: message` in the submitted file's own lines, with nothing built or written:
 * unknown task, rule or round, a rule not injected in its task, a duplicated (task, round,
 * rule) key, a model id already in the cohort, votes that do not match the verdict. Small
 * hand-made files: one of beta-2's rows (test/fixtures/mini-release) with one field changed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemsError } from '../../src/release/problems.ts';
import { scoreModel } from '../../src/score/score.ts';
import { splitModelOut, type SplitModel } from './split-release.ts';

type Row = Record<string, unknown>;

let work: string;
let split: SplitModel;
let rows: Row[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'score-validation-'));
  split = splitModelOut('test/fixtures/mini-release', 'beta-2', join(work, 'split'));
  rows = gunzipSync(readFileSync(split.verdictsFile)).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Row);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let fileCount = 0;
/** Writes rows as a verdict file and returns the problems scoring it gives (it must fail). */
async function problemsOf(fileRows: readonly Row[], withRuns = true): Promise<{ file: string; problems: string[] }> {
  const file = join(work, `bad-${++fileCount}.jsonl`);
  writeFileSync(file, fileRows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  const out = join(work, `out-${fileCount}`);
  const error = await scoreModel({ releaseDir: split.releaseDir, verdictsPath: file, runsPath: withRuns ? split.runsFile : null, displayName: null, outDir: out })
    .then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProblemsError);
  expect(existsSync(out)).toBe(false);
  return { file, problems: (error as ProblemsError).problems };
}

const first = () => rows[0]!;

describe('score: problems of a submitted verdict file', () => {
  it('an unknown task', async () => {
    const { file, problems } = await problemsOf([{ ...first(), task_id: 'T999' }, ...rows.slice(1)]);
    expect(problems).toContain(`${file}:1: task_id: unknown task "T999" (not in tasks.jsonl)`);
  });

  it('an unknown rule', async () => {
    const { file, problems } = await problemsOf([...rows.slice(0, 2), { ...rows[2]!, rule_id: 'R9999' }, ...rows.slice(3)]);
    expect(problems).toContain(`${file}:3: rule_id: unknown rule "R9999" (not in rules.jsonl)`);
  });

  it('an unknown round, with or without a runs file', async () => {
    const bad = [{ ...first(), round: 7 }, ...rows.slice(1)];
    for (const withRuns of [true, false]) {
      const { file, problems } = await problemsOf(bad, withRuns);
      expect(problems).toContain(`${file}:1: round: unknown round 7: the release's runs have rounds 1, 2`);
    }
  });

  it('a rule not injected in the task', async () => {
    // R0006 is injected in T002 only (test/fixtures/mini-release/tasks.jsonl).
    expect(first()['task_id']).toBe('T001');
    const { file, problems } = await problemsOf([{ ...first(), rule_id: 'R0006', method: 'regex', votes: null }, ...rows.slice(1)]);
    expect(problems).toContain(`${file}:1: rule_id: rule R0006 is not injected in task T001`);
  });

  it('a duplicated (task, round, rule) key, located at both lines of the file', async () => {
    const { file, problems } = await problemsOf([...rows, { ...first(), verdict_id: 'V099999' }]);
    const key = `${first()['model_id']}, ${first()['task_id']}, round ${first()['round']}, ${first()['rule_id']}`;
    expect(problems).toContain(`${file}:${rows.length + 1}: model_id+task_id+round+rule_id: (${key}) already has a verdict on line 1 of ${file}`);
  });

  it('a model id already in the cohort', async () => {
    const { file, problems } = await problemsOf(rows.map((r) => ({ ...r, model_id: 'alpha-1' })), false);
    expect(problems).toEqual([`${file}:1: model_id: model "alpha-1" is already in the release (models.jsonl line 1): score a model the cohort does not hold, or give it a new id`]);
  });

  it('rows of two models', async () => {
    const { file, problems } = await problemsOf([...rows.slice(0, 3), { ...rows[3]!, model_id: 'delta-4' }, ...rows.slice(4)]);
    expect(problems).toContain(`${file}:4: model_id: model "delta-4" differs from "beta-2" (${file} line 1): the files hold the rows of one model`);
  });

  it('votes that do not match the verdict', async () => {
    const judged = rows.findIndex((r) => Array.isArray(r['votes']));
    const row = rows[judged]!;
    const against = row['verdict'] === 'pass' ? 'fail' : 'pass';
    const bad = rows.map((r, i) => (i === judged ? { ...r, votes: [against, against, row['verdict']] } : r));
    const { file, problems } = await problemsOf(bad);
    expect(problems).toContain(`${file}:${judged + 1}: verdict: verdict ${row['verdict']} contradicts the majority of votes [${against}, ${against}, ${row['verdict']}] (${against})`);
  });

  it('a line that is not JSON, at its own line', async () => {
    const file = join(work, 'not-json.jsonl');
    writeFileSync(file, `${JSON.stringify(first())}\n{not json\n`);
    const error = await scoreModel({ releaseDir: split.releaseDir, verdictsPath: file, runsPath: split.runsFile, displayName: null, outDir: null }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemsError);
    expect((error as ProblemsError).problems.some((p) => p.startsWith(`${file}:2: `))).toBe(true);
  });
});
