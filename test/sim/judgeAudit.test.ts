import { describe, expect, it } from 'vitest';
import { JudgeAuditRecord, ModelRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { cohenKappa } from '../../src/stats/cohenKappa.ts';
import { seededRandom } from '../../src/stats/random.ts';
import { simulateJudgeAudit } from '../../sim/judgeAudit.ts';
import { expandTable, searchConfusionTable } from '../../sim/judgeAudit/confusion.ts';

// Fixture: the 12 panel builds (ids from the simulator brief) and 450 verdict rows each, with a
// realistic mix of methods (85% judge-involved), verdicts and cascades.
const PANEL = ['claude-opus-4.7', 'gpt-5.5', 'claude-sonnet-4.6', 'claude-haiku-4.5', 'glm-5.1', 'qwen-3.6-max', 'hy3', 'kimi-k2.6',
  'gemini-3.1-pro', 'minimax-m2.7', 'seed-2.0-pro', 'stepfun-3.5'];
const models: ModelRecord[] = [
  ...PANEL.map((model_id) => ({ model_id, display_name: model_id, identifier: model_id, provider: 'fixture', context_variant: 'standard' as const, cohorts: ['panel', 'noncoding'] as ModelRecord['cohorts'], probe_twin: null })),
  { model_id: 'p-gpt-5.4', display_name: 'GPT 5.4', identifier: 'gpt-5.4', provider: 'OpenAI', context_variant: 'standard', cohorts: ['probe', 'e0'], probe_twin: null },
];
const fixtureRng = seededRandom(99, 'test/judge-audit-fixture');
const verdicts: VerdictRecord[] = [];
for (const model_id of PANEL) {
  for (let k = 0; k < 450; k++) {
    const u = fixtureRng.next();
    const method = u < 0.7 ? 'llm_judge' : u < 0.85 ? 'hybrid' : 'regex';
    const v = fixtureRng.next();
    const verdict = v < 0.68 ? 'pass' : v < 0.9 ? 'fail' : v < 0.99 ? 'na' : 'partial';
    const cascade = verdict === 'fail' && fixtureRng.next() < 0.08;
    verdicts.push({
      verdict_id: `V${String(verdicts.length + 1).padStart(6, '0')}`, model_id, task_id: `T${String(1 + (k % 60)).padStart(3, '0')}`, round: 1 + (k % 3),
      rule_id: `R${String(1 + (k % 300)).padStart(4, '0')}`, verdict, method, votes: method === 'regex' ? null : [verdict, verdict, verdict],
      cascade_group: cascade ? `cg-${k}` : null, cascade_rank: cascade ? 1 : null, evidence: 'fixture evidence', rationale: 'fixture rationale',
    });
  }
}
const byId = new Map(verdicts.map((row) => [row.verdict_id, row]));

const result = simulateJudgeAudit(1, verdicts, models);
const ofKind = (kind: JudgeAuditRecord['kind']) => result.rows.filter((row) => row.kind === kind);
const kappaOf = (rows: JudgeAuditRecord[], labels: string[]) => cohenKappa(rows.map((row) => row.label_a), rows.map((row) => row.label_b), labels);

describe('simulateJudgeAudit (seed 1)', () => {
  it('parses every row, ids unique, verdict rows exist and label_a is the verdict row\'s verdict', () => {
    for (const row of result.rows) JudgeAuditRecord.parse(row);
    expect(new Set(result.rows.map((row) => row.audit_id)).size).toBe(result.rows.length);
    for (const row of result.rows) {
      const verdict = byId.get(row.verdict_id);
      expect(verdict).toBeDefined();
      expect(row.label_a).toBe(verdict!.verdict);
      expect(['llm_judge', 'hybrid']).toContain(verdict!.method);
      expect(verdict!.cascade_group).toBeNull();
    }
    for (const kind of ['judge_swap', 'human_audit', 'judge_pair'] as const) {
      expect(new Set(ofKind(kind).map((row) => row.verdict_id)).size).toBe(ofKind(kind).length);
    }
  });

  it('judge swap: 116 clean pass/fail rows over the 12 panel models, 72 agreements, κ 0.163 (published: reliability.judge_swap)', () => {
    const rows = ofKind('judge_swap');
    expect(rows).toHaveLength(116);
    for (const row of rows) {
      expect([row.rater_a, row.rater_b]).toEqual(['GPT-5.2', 'Claude Opus 4.7']);
      expect(['pass', 'fail']).toContain(row.label_a);
      expect(['pass', 'fail']).toContain(row.label_b);
    }
    expect(new Set(rows.map((row) => byId.get(row.verdict_id)!.model_id))).toEqual(new Set(PANEL));
    const k = kappaOf(rows, ['pass', 'fail']);
    expect(rows.filter((row) => row.label_a === row.label_b)).toHaveLength(72);
    expect(100 * k.agreement).toBeCloseTo(62.1, 1);
    expect(Math.abs(k.kappa! - 0.163)).toBeLessThanOrEqual(0.005);
  });

  it('judge swap: per-model pass-rate shift (B − A) spans −40 to +33 pp, within ±1 at each end (published range)', () => {
    const shifts = PANEL.map((modelId) => {
      const mine = ofKind('judge_swap').filter((row) => byId.get(row.verdict_id)!.model_id === modelId);
      const rate = (label: (row: JudgeAuditRecord) => string) => (100 * mine.filter((row) => label(row) === 'pass').length) / mine.length;
      return rate((row) => row.label_b) - rate((row) => row.label_a);
    });
    expect(Math.abs(Math.min(...shifts) - -40)).toBeLessThanOrEqual(1);
    expect(Math.abs(Math.max(...shifts) - 33)).toBeLessThanOrEqual(1);
  });

  it('human audit: 919 rows, 634 agreements (69.0%), κ 0.515, labels pass/fail/na (published: reliability.human_audit)', () => {
    const rows = ofKind('human_audit');
    expect(rows).toHaveLength(919);
    for (const row of rows) expect([row.rater_a, row.rater_b]).toEqual(['GPT-5.2 (five-vote)', 'human reference']);
    const k = kappaOf(rows, ['pass', 'fail', 'na']);
    expect(rows.filter((row) => row.label_a === row.label_b)).toHaveLength(634);
    expect(100 * k.agreement).toBeCloseTo(69.0, 1);
    expect(Math.abs(k.kappa! - 0.515)).toBeLessThanOrEqual(0.005);
    for (const label of ['pass', 'fail', 'na']) expect(rows.some((row) => row.label_a === label)).toBe(true);
  });

  it('judge pair: 65 rows, κ 0.4717 (published: reliability.judge_pair_kappa)', () => {
    const rows = ofKind('judge_pair');
    expect(rows).toHaveLength(65);
    const k = kappaOf(rows, ['pass', 'fail', 'na']);
    expect(Math.abs(k.kappa! - 0.4717)).toBeLessThanOrEqual(0.005);
  });

  it('notes exactly the disagreements', () => {
    for (const row of result.rows) expect(row.note === null).toBe(row.label_a === row.label_b);
  });

  it('records the invented parts', () => {
    expect(result.invented.map((entry) => entry.what)).toContain('Judge audit confusion tables');
  });

  it('is deterministic: the same seed gives deep-equal output', () => {
    expect(simulateJudgeAudit(1, verdicts, models)).toEqual(result);
  });

  it('fails naming the shortfall when there are too few clean verdicts', () => {
    expect(() => simulateJudgeAudit(1, verdicts.slice(0, 100), models)).toThrow(/judge swap for .* needs \d+ clean judge-involved verdicts/);
  });
});

describe('searchConfusionTable', () => {
  it('hits κ for a two-label table with fixed agreement (hand check of the κ formula on the result)', () => {
    const table = searchConfusionTable({ labels: ['pass', 'fail'], n: 20, kappa: 0.4, agreements: 14, preferredAgreement: 0.7, preferredA: [0.5, 0.5], preferredB: [0.5, 0.5] });
    const [[a, b], [c, d]] = table as [[number, number], [number, number]];
    expect(a + b + c + d).toBe(20);
    expect(a + d).toBe(14);
    // κ by hand: p_o = 0.7; with 10/10 margins on both sides p_e = 0.5 → κ = 0.4.
    expect(cohenKappa(...expandTable(table, ['pass', 'fail']), ['pass', 'fail']).kappa).toBeCloseTo(0.4, 2);
  });

  it('throws when no table can reach the target κ', () => {
    expect(() => searchConfusionTable({ labels: ['pass', 'fail'], n: 4, kappa: 0.99, agreements: 2, preferredAgreement: 0.5, preferredA: [0.5, 0.5], preferredB: [0.5, 0.5] })).toThrow(/no 2-label confusion table/);
  });
});
