/**
 * What the format does not mean is rejected with its place (issue 44): a verdict on a run whose
 * status is not "completed" (data/release-format.md: runs.status is completed, error or timeout;
 * only completed runs are scored), and a rule placed on HD, the harness default, which the
 * platform fixes and the benchmark never configures (paper §2: HD "fixed"), even when the rule
 * lists HD among its admissible surfaces.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/release/problems.ts';
import { validateRelease } from '../../src/release/validate.ts';
import { mapRecords, writeEditedRelease } from './edited-release.ts';

const MINI = 'test/fixtures/mini-release';
const temp = (name: string) => join(mkdtempSync(join(tmpdir(), `release-${name}-`)), 'release');

describe('verdicts on runs that did not complete', () => {
  it.each(['error', 'timeout'])('reports every verdict of a run with status "%s" at its line, field round', async (status) => {
    const dir = temp(status);
    // Line 1 of runs.jsonl: (alpha-1, T001, round 1) becomes an unfinished run.
    writeEditedRelease(MINI, dir, { runs: mapRecords((r, line) => (line === 1 ? { ...r, status } : r)) });
    // The verdict lines of that run, read from the fixture itself.
    const verdictLines = gunzipSync(readFileSync(join(MINI, 'verdicts.jsonl.gz'))).toString('utf8').split('\n')
      .map((text, i) => ({ line: i + 1, r: text ? JSON.parse(text) as Record<string, unknown> : null }))
      .filter(({ r }) => r !== null && r.model_id === 'alpha-1' && r.task_id === 'T001' && r.round === 1).map(({ line }) => line);
    expect(verdictLines.length).toBeGreaterThan(0);
    const result = await validateRelease(dir);
    expect(result.ok).toBe(false);
    const located = result.problems.filter((p) => p.message.includes(`has status "${status}": only completed runs have verdicts`));
    expect(located.map((p) => `${p.file}:${p.line}: ${p.field}`)).toEqual(verdictLines.map((line) => `verdicts.jsonl.gz:${line}: round`));
    expect(formatProblem(located[0]!)).toContain('on line 1 of runs.jsonl');
  });

  it('accepts an unfinished run that has no verdicts', async () => {
    const dir = temp('unscored');
    writeEditedRelease(MINI, dir, {
      runs: mapRecords((r, line) => (line === 1 ? { ...r, status: 'error' } : r)),
      verdicts: (lines) => lines.filter((text) => { const r = JSON.parse(text); return !(r.model_id === 'alpha-1' && r.task_id === 'T001' && r.round === 1); }),
      // the audit rows of the removed verdicts go too (V000001 and V000004 are of that run)
      judge_audit: (lines) => lines.filter((text) => !['V000001', 'V000004'].includes(JSON.parse(text).verdict_id)),
    });
    const result = await validateRelease(dir);
    expect(result.problems.map(formatProblem)).toEqual([]);
  });
});

describe('placements on HD', () => {
  it('reports a rule injected on HD at its task line and field, even when HD is admissible for the rule', async () => {
    const dir = temp('hd');
    writeEditedRelease(MINI, dir, {
      rules: mapRecords((r, line) => (line === 1 ? { ...r, admissible_surfaces: ['HD', 'SP', 'PF', 'UI'], phrasings: { HD: 'Harness default text.', ...(r.phrasings as object) } } : r)),
      tasks: mapRecords((r, line) => (line === 1 ? { ...r, injected: (r.injected as { rule_id: string; surface: string }[]).map((e, i) => (i === 0 ? { ...e, surface: 'HD' } : e)) } : r)),
    });
    const result = await validateRelease(dir);
    expect(result.ok).toBe(false);
    expect(result.problems.map(formatProblem)).toEqual([
      'tasks.jsonl:1: injected.0.surface: rule R0001 is injected on HD, the harness default, which the platform fixes and the benchmark never configures (a placement is on SP, TD, SD, PF, UI)',
    ]);
  });

  it('accepts HD among a rule\'s admissible surfaces when no task places the rule there', async () => {
    const dir = temp('hd-admissible');
    writeEditedRelease(MINI, dir, {
      rules: mapRecords((r, line) => (line === 1 ? { ...r, admissible_surfaces: ['HD', 'SP', 'PF', 'UI'], phrasings: { HD: 'Harness default text.', ...(r.phrasings as object) } } : r)),
    });
    const result = await validateRelease(dir);
    expect(result.problems).toEqual([]);
  });
});
