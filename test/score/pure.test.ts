/** The score command's small pure pieces, on hand-made cases. */
import { describe, expect, it } from 'vitest';
import { drawResampleWeights } from '../../src/accuracy-bootstrap/resample-weights.ts';
import type { DenseIndex, VerdictTable } from '../../src/accuracy-bootstrap/selection.ts';
import { runsForVerdicts } from '../../src/score/generated-rows.ts';
import { cohortShifts, type LeaderboardEntry } from '../../src/score/leaderboard-figures.ts';
import { pairedDifferences } from '../../src/score/paired.ts';
import { mapProblem } from '../../src/score/problem-lines.ts';
import { formatEstimate, inert } from '../../src/score/report-format.ts';

describe('mapProblem', () => {
  const sources = [{ file: 'verdicts.jsonl', baseRows: 100, lines: 5, source: 'mine.jsonl', generated: false }];
  it('moves a problem in the appended lines to the submitted file, and the lines its message names', () => {
    expect(mapProblem({ file: 'verdicts.jsonl', line: 103, field: 'f', message: 'clash on line 101 and on line 7' }, sources))
      .toEqual({ file: 'mine.jsonl', line: 3, field: 'f', message: 'clash on line 1 of mine.jsonl and on line 7 of the release\'s verdicts.jsonl' });
  });
  it('leaves a problem in the release\'s own lines as it is', () => {
    const p = { file: 'verdicts.jsonl', line: 100, field: 'f', message: 'm' };
    expect(mapProblem(p, sources)).toBe(p);
  });
});

describe('runsForVerdicts', () => {
  it('makes one completed run per (task, round), in order of first sight, with the task\'s turns', () => {
    const rows = [{ task_id: 'T002', round: 1 }, { task_id: 'T001', round: 2 }, { task_id: 'T002', round: 1 }, { task_id: 'T001', round: 'x' }, null];
    const runs = runsForVerdicts('m-1', rows, new Map([['T002', 4]]));
    expect(runs.map((r) => [r.task_id, r.round, r.turns_completed, r.status])).toEqual([['T002', 1, 4, 'completed'], ['T001', 2, 0, 'completed']]);
    expect(new Set(runs.map((r) => r.run_id)).size).toBe(2);
  });
});

describe('pairedDifferences', () => {
  // Two tasks; model a (scored) and b. Keys (task, round 1, rule): a has t0/r0 pass, t0/r1 fail,
  // t1/r0 pass, t1/r2 pass (b lacks t1/r2); b has t0/r0 fail, t0/r1 fail, t1/r0 pass.
  // Shared keys: 3. Acc(a) = 2/3, Acc(b) = 1/3 on them: difference 33.33 pp (a's t1/r2 left out).
  const rows = [[0, 0, 0, 1], [0, 0, 1, 0], [0, 1, 0, 1], [0, 1, 2, 1], [1, 0, 0, 0], [1, 0, 1, 0], [1, 1, 0, 1]];
  const col = (k: number) => Int32Array.from(rows, (r) => r[k]!);
  const table: VerdictTable = {
    length: rows.length,
    model: { codes: col(0), dictionary: ['a', 'b'] }, task: { codes: col(1), dictionary: ['T1', 'T2'] }, rule: { codes: col(2), dictionary: ['R1', 'R2', 'R3'] },
    family: { codes: new Int32Array(rows.length), dictionary: ['f'] }, surface: { codes: new Int32Array(rows.length), dictionary: ['SD'] },
    method: { codes: new Int32Array(rows.length), dictionary: ['regex'] }, lineage: { codes: new Int32Array(rows.length), dictionary: ['l'] },
    prior: { codes: new Int32Array(rows.length), dictionary: ['align'] }, round: new Int32Array(rows.length).fill(1), pass: col(3),
  };
  const index: DenseIndex = { modelIds: ['a', 'b'], taskIds: ['T1', 'T2'], model: col(0), task: col(1) };
  it('compares on the shared keys only, with an interval around the point', () => {
    const [d] = pairedDifferences(table, index, drawResampleWeights(2, 200, 7), 'a');
    expect(d!.model_id).toBe('b');
    expect(d!.shared_keys).toBe(3);
    expect(d!.difference.value).toBeCloseTo(100 / 3, 10);
    expect(d!.difference.lower!).toBeLessThanOrEqual(d!.difference.value!);
    expect(d!.difference.upper!).toBeGreaterThanOrEqual(d!.difference.value!);
  });
});

describe('cohortShifts', () => {
  const entry = (id: string, fAcc: number, tier: number): LeaderboardEntry => ({
    model_id: id, display_name: id, tier, qualifying: 1, against_prior_qualifying: 1,
    estimates: { acc: { value: 1, lower: 1, upper: 1 }, ap_acc: { value: 1, lower: 1, upper: 1 }, delta: { value: 0, lower: 0, upper: 0 }, f_acc: { value: fAcc, lower: null, upper: null }, dw_acc: { value: null, lower: null, upper: null }, rank: { value: 1, lower: 1, upper: 1 } },
  });
  it('gives before, after and the move of each model of the release, undefined moves as null', () => {
    const [s] = cohortShifts([entry('x', 50, 1)], [entry('new', 90, 1), entry('x', 52.5, 2)]);
    expect(s).toEqual({ model_id: 'x', f_acc: { before: 50, after: 52.5, moved: 2.5 }, dw_acc: { before: null, after: null, moved: null }, rank: { before: 1, after: 1, moved: 0 }, tier: { before: 1, after: 2, moved: 1 } });
  });
});

describe('report text', () => {
  it('formats an estimate with its interval, and makes control and bidi characters inert', () => {
    expect(formatEstimate({ value: 7.316, lower: 5.346, upper: 9.518 }, 2, true)).toBe('+7.32 [+5.35, +9.52]');
    expect(formatEstimate({ value: null, lower: null, upper: null })).toBe('n/a');
    expect(inert('a\u202eb\u001b[31mc')).toBe('a\ufffdb\ufffd[31mc');
  });
});
