/**
 * `node sim/check/methodShares.ts [RELEASE_DIR]`: every change of one rule's scoring method, and
 * every pair of such changes, that would put the six Table 7 method shares, the deterministic
 * qualifying share and the judge-involved row share within 0.9 of their ½-unit tolerances
 * (sim/CALIBRATION.md, item 8). Partial verdicts stay on
 * judge methods. Prints the counts and the solutions found (none on seed 1).
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import type { RuleRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { DETERMINISTIC_METHODS, JUDGE_METHODS, SCORING_METHODS } from '../../src/release/vocab.ts';
import { effectiveVerdicts, readJsonl } from './readRelease.ts';

const dir = process.argv[2] ?? 'data/release';
const rules = new Map(readJsonl<RuleRecord>(dir, 'rules.jsonl').map((r) => [r.rule_id, r]));
const verdicts = readJsonl<VerdictRecord>(dir, 'verdicts.jsonl.gz');
const eff = effectiveVerdicts(verdicts);
const perRule = new Map<string, { rows: number; q: number; partial: number }>();
verdicts.forEach((v, i) => {
  const s = perRule.get(v.rule_id) ?? { rows: 0, q: 0, partial: 0 };
  s.rows++;
  if (eff[i] === 'pass' || eff[i] === 'fail') s.q++;
  if (eff[i] === 'partial') s.partial++;
  perRule.set(v.rule_id, s);
});
const judge = new Set<string>(JUDGE_METHODS);
const q0: Record<string, number> = {}; const r0: Record<string, number> = {};
let Q = 0; let R = 0;
for (const m of SCORING_METHODS) { q0[m] = 0; r0[m] = 0; }
for (const [id, s] of perRule) { const m = rules.get(id)!.scoring_method; q0[m]! += s.q; r0[m]! += s.rows; Q += s.q; R += s.rows; }
const rel = published.reliability;
const within = (value: number, target: number) => Math.abs(value - target) <= 0.9 * 0.05;
const ok = (q: Record<string, number>, r: Record<string, number>) =>
  SCORING_METHODS.every((m) => within((100 * q[m]!) / Q, rel.scoring_method_table7[m].share))
  && within((100 * DETERMINISTIC_METHODS.reduce((s, m) => s + q[m]!, 0)) / Q, rel.deterministic_qualifying_share)
  && within((100 * JUDGE_METHODS.reduce((s, m) => s + r[m]!, 0)) / R, rel.judge_involved_rows_share);
const ids = [...perRule.keys()];
const moves = ids.flatMap((id) => SCORING_METHODS.filter((m) => m !== rules.get(id)!.scoring_method && (perRule.get(id)!.partial === 0 || judge.has(m))).map((to) => ({ id, to })));
const apply = (q: Record<string, number>, r: Record<string, number>, id: string, to: string, sign: number) => {
  const from = rules.get(id)!.scoring_method; const s = perRule.get(id)!;
  q[from]! -= sign * s.q; r[from]! -= sign * s.rows; q[to]! += sign * s.q; r[to]! += sign * s.rows;
};
const solutions: string[] = [];
const q = { ...q0 }; const r = { ...r0 };
moves.forEach((x, i) => {
  apply(q, r, x.id, x.to, 1);
  if (ok(q, r)) solutions.push(`${x.id}→${x.to}`);
  for (const y of moves.slice(i + 1)) {
    if (y.id === x.id) continue;
    apply(q, r, y.id, y.to, 1);
    if (ok(q, r)) solutions.push(`${x.id}→${x.to} + ${y.id}→${y.to}`);
    apply(q, r, y.id, y.to, -1);
  }
  apply(q, r, x.id, x.to, -1);
});
process.stdout.write(`${JSON.stringify({ qualifying: Q, rows: R, shares: Object.fromEntries(SCORING_METHODS.map((m) => [m, +((100 * q0[m]!) / Q).toFixed(3)])), single_changes: moves.length, solutions })}\n`);
