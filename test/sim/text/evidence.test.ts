import { describe, expect, it } from 'vitest';
import { FAMILIES, MODALITIES, SCENARIOS, SCORING_METHODS, VERDICTS } from '../../../src/release/vocab.ts';
import { VerdictRecord } from '../../../src/release/schemas.ts';
import { seededRandom } from '../../../src/stats/random.ts';
import { writeEvidence, type EvidenceContext } from '../../../sim/text/evidence.ts';

const SUMMARIES = [
  'Keep lines in Python files to at most 88 characters.',
  'Never commit directly to `main`.',
  'When a command fails, quote the last 10 lines of its output in your reply.',
  'Cover every new public function with at least 2 unit tests.',
  'Prefer `pathlib.Path` over `os.path` in Python code.',
];

/** Every family × modality × method × verdict, cycling scenarios and summaries. */
function contexts(): EvidenceContext[] {
  const out: EvidenceContext[] = [];
  let i = 0;
  for (const family of FAMILIES) for (const modality of MODALITIES) for (const method of SCORING_METHODS) for (const verdict of VERDICTS) {
    out.push({ rule_summary: SUMMARIES[i % SUMMARIES.length]!, family, modality, method, verdict, scenario: SCENARIOS[i % SCENARIOS.length]!, task_title: 'tideway-orders: Add per-client rate limiting to the public API' });
    i++;
  }
  return out;
}
const all = contexts();

describe('writeEvidence', () => {
  const rng = seededRandom(3, 'test');
  const written = all.map((ctx) => writeEvidence(ctx, rng));

  it('stays within 280 characters (schema allows 600)', () => {
    for (const w of written) {
      expect(w.evidence.length).toBeLessThanOrEqual(280);
      expect(w.rationale.length).toBeLessThanOrEqual(280);
      expect(VerdictRecord.shape.evidence.safeParse(w.evidence).success).toBe(true);
      expect(VerdictRecord.shape.rationale.safeParse(w.rationale).success).toBe(true);
    }
  });

  it('words the rationale by the verdict', () => {
    for (const [i, w] of written.entries()) {
      const verdict = all[i]!.verdict;
      if (verdict === 'pass') {
        // The quoted rule may itself say "fails" ("When a command fails, …"); judge the wording around it.
        const ownWords = w.rationale.replace(/"[^"]*"/g, '""');
        expect(ownWords).not.toMatch(/violat|fail|not scored|broken/i);
        expect(w.rationale).toMatch(/^(Pass|Complies|Followed)/);
      }
      if (verdict === 'fail') expect(w.rationale).toMatch(/^(Fail|Violates|Not followed)/);
      if (verdict === 'na') expect(w.rationale).toMatch(/^No opportunity/);
      if (verdict === 'partial') expect(w.rationale).toMatch(/^Partial/);
    }
  });

  it('reports a command exit code consistent with the verdict', () => {
    for (const [i, w] of written.entries()) {
      const ctx = all[i]!;
      if (ctx.method !== 'command_output' || ctx.verdict === 'na') continue;
      expect(w.evidence).toContain(ctx.verdict === 'pass' ? 'exit 0' : 'exit 1');
    }
  });

  it('gives a limit rule a measurement on the right side of its bound', () => {
    // Summary 0 has bound 88 (hand: "at most 88 characters").
    const r = seededRandom(1, 'limit');
    for (let k = 0; k < 200; k++) {
      const pass = writeEvidence({ ...all[0]!, modality: 'limit_max', method: 'regex', verdict: 'pass', rule_summary: SUMMARIES[0]! }, r);
      const fail = writeEvidence({ ...all[0]!, modality: 'limit_max', method: 'regex', verdict: 'fail', rule_summary: SUMMARIES[0]! }, r);
      const measuredPass = Number(/measured (\d+)/.exec(pass.evidence)![1]);
      const measuredFail = Number(/measured (\d+)/.exec(fail.evidence)![1]);
      expect(measuredPass).toBeLessThanOrEqual(88);
      expect(measuredFail).toBeGreaterThan(88);
    }
  });

  it('checks a rule about another language on that language\'s files (a Python rule in a TypeScript repository)', () => {
    const r = seededRandom(2, 'lang');
    for (let k = 0; k < 50; k++) {
      const w = writeEvidence({ rule_summary: 'Never mutate function arguments in Python code.', family: 'code_style', modality: 'forbid', method: 'ast', verdict: 'fail', scenario: 'frontend', task_title: 'parcelo-web: Make the checkout form accessible' }, r);
      expect(w.evidence).toMatch(/\.py:\d+/);
    }
  });

  it('uses the task repository\'s files when the rule names no language', () => {
    const r = seededRandom(2, 'repo');
    const w = writeEvidence({ rule_summary: 'Keep the cyclomatic complexity of each function at 10 or below.', family: 'code_style', modality: 'limit_max', method: 'ast', verdict: 'fail', scenario: 'systems', task_title: 'shardmap: Reduce lock contention in the shard map' }, r);
    // Files of systems/shardmap (sim/text/evidence-material.ts).
    expect(w.evidence).toMatch(/(shardmap\.go|ring\/ring\.go|cmd\/shardmapd\/main\.go|shardmap_test\.go|bench_test\.go):\d+/);
  });

  it('reports pattern matches on the rule\'s own code span', () => {
    const r = seededRandom(2, 'token');
    const fail = writeEvidence({ rule_summary: 'Never commit directly to `main`.', family: 'workflow', modality: 'forbid', method: 'regex', verdict: 'fail', scenario: 'backend', task_title: 'ledgerline: Add health and readiness endpoints' }, r);
    const pass = writeEvidence({ rule_summary: 'Never commit directly to `main`.', family: 'workflow', modality: 'forbid', method: 'regex', verdict: 'pass', scenario: 'backend', task_title: 'ledgerline: Add health and readiness endpoints' }, r);
    expect(fail.evidence).toContain('pattern for `main` matched');
    expect(pass.evidence).toContain('0 matches');
  });

  it('is deterministic given the rng state', () => {
    const a = seededRandom(9, 'same');
    const b = seededRandom(9, 'same');
    for (const ctx of all.slice(0, 100)) expect(writeEvidence(ctx, a)).toEqual(writeEvidence(ctx, b));
  });

  it('varies with the rng', () => {
    const a = seededRandom(1, 'x');
    const b = seededRandom(2, 'x');
    const ea = all.slice(0, 50).map((ctx) => writeEvidence(ctx, a).evidence);
    const eb = all.slice(0, 50).map((ctx) => writeEvidence(ctx, b).evidence);
    expect(ea).not.toEqual(eb);
  });

  it('handles 40,000 calls (one simulated release) — speed smoke, no timing assertion', () => {
    const r = seededRandom(5, 'smoke');
    let chars = 0;
    for (let k = 0; k < 40_000; k++) chars += writeEvidence(all[k % all.length]!, r).evidence.length;
    expect(chars).toBeGreaterThan(0);
  });
});
