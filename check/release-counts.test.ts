/**
 * The shipped simulated release (data/release, `npm run check`) validates and meets
 * the published counts and per-model targets. Expected values: counts from docs/paper/HARNESS-IF.md §4 / data/paper/published.json;
 * per-model Acc / AP-Acc from Table 2 (published rows) and sim/models.ts (the four invented
 * middle rows), tolerance ±0.3 pp (docs/metrics.md). Effective verdicts use the Appendix-B
 * cascade de-duplication implemented in sim/check/readRelease.ts.
 */
import { describe, expect, it } from 'vitest';
import { SHIPPED_RELEASE, shippedSimulation } from './shipped-release.ts';
import published from '../data/paper/published.json' with { type: 'json' };
import type { ModelRecord, NoncodingAttemptRecord, RuleRecord, RunRecord, TaskRecord, VerdictRecord, E0Record } from '../src/release/schemas.ts';
import { effectiveVerdicts, readJsonl, readManifest } from '../sim/check/readRelease.ts';
import { MODEL_TARGETS } from '../sim/models.ts';
import { formatProblemList } from '../src/release/problems.ts';
import { validateRelease } from '../src/release/validate.ts';

shippedSimulation();
const dir = SHIPPED_RELEASE;
const manifest = readManifest(dir);
const f = manifest.files;
const verdicts = readJsonl<VerdictRecord>(dir, f.verdicts.path);
const rules = readJsonl<RuleRecord>(dir, f.rules.path);
const models = readJsonl<ModelRecord>(dir, f.models.path);
const effective = effectiveVerdicts(verdicts);
const ruleById = new Map(rules.map((r) => [r.rule_id, r]));

describe('simulated release: counts', () => {
  it('validates without problems', async () => {
    const result = await validateRelease(dir);
    expect(formatProblemList(result.problems, result.moreProblems)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('has the published row counts', () => {
    const c = published.counts;
    expect(verdicts.length).toBe(c.verdict_rows);
    expect(readJsonl<RunRecord>(dir, f.runs.path).length).toBe(c.runs);
    expect(rules.length).toBe(c.library_rules);
    expect(readJsonl<TaskRecord>(dir, f.tasks.path).length).toBe(c.candidate_tasks);
    expect(readJsonl<E0Record>(dir, f.e0.path).length).toBe(published.e0.runs);
    expect(readJsonl<NoncodingAttemptRecord>(dir, f.noncoding_attempts.path).length).toBe(published.non_coding.attempts);
    expect(models.length).toBe(21);
  });

  it('has the published effective verdict counts after cascade de-duplication', () => {
    const n = (v: string) => effective.filter((e) => e === v).length;
    expect(n('pass') + n('fail')).toBe(published.counts.qualifying);
    expect(n('na')).toBe(published.counts.not_applicable);
    expect(n('partial')).toBe(published.counts.partial);
    expect(n('fail')).toBe(published.counts.failures);
    // Some cascades collapse raw failures: raw failures exceed effective ones.
    expect(verdicts.filter((v) => v.verdict === 'fail').length).toBeGreaterThan(published.counts.failures);
    const against = effective.filter((e, i) => (e === 'pass' || e === 'fail') && ruleById.get(verdicts[i]!.rule_id)!.prior_label === 'against').length;
    expect(against).toBe(published.counts.against_prior_qualifying);
  });

  it('has the published prior-label counts of the library', () => {
    for (const [label, n] of Object.entries(published.counts.prior_labels)) expect(rules.filter((r) => r.prior_label === label).length).toBe(n);
  });

  it('carries exactly three votes with a matching majority on judged rows, none elsewhere', () => {
    const bad = verdicts.filter((v) => {
      const judged = v.method === 'llm_judge' || v.method === 'hybrid';
      const votesOk = judged ? v.votes !== null && v.votes.length === 3 && v.votes.filter((x) => x === v.verdict).length >= 2 : v.votes === null;
      return !votesOk || v.method !== ruleById.get(v.rule_id)!.scoring_method;
    });
    expect(bad.map((v) => v.verdict_id)).toEqual([]);
  });
});

describe('simulated release: per-model Acc and AP-Acc', () => {
  const panel = models.filter((m) => m.cohorts.includes('panel'));
  for (const model of panel) {
    it(`${model.model_id} is within ±0.3 pp of its targets`, () => {
      let q = 0; let p = 0; let qa = 0; let pa = 0;
      verdicts.forEach((v, i) => {
        if (v.model_id !== model.model_id) return;
        const e = effective[i];
        if (e !== 'pass' && e !== 'fail') return;
        const pass = e === 'pass' ? 1 : 0;
        q++; p += pass;
        if (ruleById.get(v.rule_id)!.prior_label === 'against') { qa++; pa += pass; }
      });
      const target = MODEL_TARGETS[model.model_id]!;
      expect(Math.abs((100 * p) / q - target.acc)).toBeLessThanOrEqual(0.3);
      expect(Math.abs((100 * pa) / qa - target.apAcc)).toBeLessThanOrEqual(0.3);
    });
  }
});
