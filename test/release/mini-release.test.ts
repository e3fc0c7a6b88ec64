/**
 * The mini release (test/fixtures/mini-release/) validates, and the validator's counts equal
 * counts computed here independently by reading the files directly (gunzip + JSON.parse) and
 * applying the Appendix-B rule with a plain loop.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validateRelease, VALIDATION_ORDER } from '../../src/release/validate.ts';
import { writeFixtures } from '../fixtures/make-fixtures.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const MINI = join(FIXTURES, 'mini-release');

function rows(file: string): Record<string, unknown>[] {
  const bytes = readFileSync(join(MINI, file));
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('mini release', () => {
  it('validates with no problems', async () => {
    const result = await validateRelease(MINI);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.truncated).toBe(false);
  });

  it('counts what an independent reading counts', async () => {
    const { counts } = await validateRelease(MINI);
    const verdicts = rows('verdicts.jsonl.gz');
    // hand, from test/fixtures/mini-release-data.ts: 3 panel models × (5 + 6 injected rules) × 2 rounds = 66 rows.
    expect(counts.rows.verdicts).toBe(66);
    expect(verdicts).toHaveLength(66);
    // independent Appendix-B: per (run, group) the lowest-ranked fail keeps it.
    const keeper = new Map<string, number>();
    for (const v of verdicts) {
      if (v['cascade_group'] === null || v['verdict'] !== 'fail') continue;
      const key = `${v['model_id']}|${v['task_id']}|${v['round']}|${v['cascade_group']}`;
      keeper.set(key, Math.min(keeper.get(key) ?? Infinity, v['cascade_rank'] as number));
    }
    let pass = 0, fail = 0, na = 0, partial = 0, collapsed = 0;
    for (const v of verdicts) {
      const key = `${v['model_id']}|${v['task_id']}|${v['round']}|${v['cascade_group']}`;
      let e = v['verdict'] as string;
      if (e === 'fail' && v['cascade_group'] !== null && keeper.get(key) !== v['cascade_rank']) { e = 'na'; collapsed += 1; }
      if (e === 'pass') pass += 1; else if (e === 'fail') fail += 1; else if (e === 'na') na += 1; else partial += 1;
    }
    expect(collapsed).toBeGreaterThanOrEqual(3); // pinned in the fixture: 2 in alpha-1/T002/1, 1 in beta-2/T001/2
    expect(counts.verdicts.effective).toEqual({ rows: 66, pass, fail, na, partial, qualifying: pass + fail, collapsed });
    expect(counts.tasks).toEqual({ panel: 2, dropped: 1 });
    expect(counts.runs.total).toBe(12); // hand: 3 models × 2 tasks × 2 rounds
    expect(counts.models.byCohort).toEqual({ panel: 3, probe: 9, e0: 9, noncoding: 3 });
    expect(counts.e0.byDirection).toEqual({ AB: 4, BA: 4 });
    expect(counts.e0.byOutcome).toEqual({ decisive: 6, no_clear_winner: 1, error: 1 });
    expect(counts.noncoding.attempts).toEqual({ valid: 17, invalid: 1 }); // hand: 3 × 2 cases × 3 attempts, 1 invalid
    expect(counts.judgeAudit).toEqual({ judge_swap: 3, human_audit: 2, judge_pair: 2 });
    expect(counts.probe).toEqual({ rows: 90, builds: 9 }); // hand: 9 builds × 10 rules
    expect(counts.rules.recoverableAt5of9).toBe(3); // hand: the 3 zero_injection_consensus rules get 6/9
  });

  it('reports progress once per finished file, in validation order', async () => {
    const finished: string[] = [];
    await validateRelease(MINI, { onProgress: (p) => { if (p.done) finished.push(p.file); } });
    expect(finished).toEqual(VALIDATION_ORDER.map((name) => (name === 'verdicts' ? 'verdicts.jsonl.gz' : `${name}.jsonl`)));
  });

  it('reports no more than maxProblems and flags truncation', async () => {
    const result = await validateRelease(join(FIXTURES, 'damaged', 'blank-line', 'release'), { maxProblems: 1 });
    expect(result.problems).toHaveLength(1);
    expect(result.truncated).toBe(true);
    expect(result.moreProblems).toBe(1);
  });

  it('committed fixtures equal a fresh run of make-fixtures.ts', () => {
    const out = mkdtempSync(join(tmpdir(), 'fixtures-'));
    try {
      writeFixtures(out);
      const list = (root: string, sub = ''): string[] => readdirSync(join(root, sub), { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? list(root, join(sub, e.name)) : [join(sub, e.name)])).sort();
      for (const sub of ['mini-release', 'damaged']) {
        const fresh = list(join(out, sub));
        expect(list(join(FIXTURES, sub))).toEqual(fresh);
        for (const f of fresh) expect(readFileSync(join(FIXTURES, sub, f)).equals(readFileSync(join(out, sub, f))), f).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
