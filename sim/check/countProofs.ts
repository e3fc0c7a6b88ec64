/**
 * `node sim/check/countProofs.ts [RELEASE_DIR]`: sim/CALIBRATION.md proofs 1–4 and the attainable
 * values behind item 6, checked by enumeration on a release's own counts.
 *
 * Every count used (a model's qualifying q and against-prior qualifying qa, a family's or modality
 * class's qualifying count, the total failures) is fixed by the availability design before any
 * outcome is drawn, so a pass/fail edit cannot change it. For each group of published figures the
 * script enumerates every integer pass count each figure allows within its check tolerance
 * (|computed − published| ≤ ½ unit of the last digit + 1e-9, src/reproduce/tolerances.ts) and says
 * whether some choice satisfies the whole group at once:
 * - each published Table 2 row: Acc, AP-Acc and Δ together (0 ≤ pa ≤ qa, 0 ≤ p − pa ≤ q − qa);
 * - the MiniMax–Seed gap with both builds' Acc, AP-Acc and Δ;
 * - each family: failure share (of the published total) and, where published, accuracy;
 * - the four modality classes' accuracies with their failures summing to the published total, and
 *   the split closest to them when none holds (`closestSplit`);
 * - the non-probe builds with published rows: every Δ their rows allow (item 6).
 * Prints JSON: the counts, and for each group `feasible` and the attainable values.
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import type { ModelRecord, RuleRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { MODALITY_META } from '../../src/release/vocab.ts';
import { attainableSums, closestSplit, countsWithin, rowSolutions, within } from './countWindows.ts';
import { effectiveVerdicts, readJsonl } from './readRelease.ts';

const dir = process.argv[2] ?? 'data/release';
const models = readJsonl<ModelRecord>(dir, 'models.jsonl').filter((m) => m.cohorts.includes('panel'));
const rules = new Map(readJsonl<RuleRecord>(dir, 'rules.jsonl').map((r) => [r.rule_id, r]));
const verdicts = readJsonl<VerdictRecord>(dir, 'verdicts.jsonl.gz');
const eff = effectiveVerdicts(verdicts);

const byName = new Map(models.map((m) => [m.display_name, m.model_id]));
const q = new Map<string, { q: number; qa: number; p: number; pa: number }>();
const family = new Map<string, { q: number; f: number }>();
const cls = new Map<string, { q: number; f: number }>();
let failures = 0;
verdicts.forEach((v, i) => {
  const e = eff[i];
  if (e !== 'pass' && e !== 'fail') return;
  const r = rules.get(v.rule_id)!;
  const m = q.get(v.model_id) ?? { q: 0, qa: 0, p: 0, pa: 0 };
  const pass = e === 'pass' ? 1 : 0;
  m.q++; m.p += pass;
  if (r.prior_label === 'against') { m.qa++; m.pa += pass; }
  q.set(v.model_id, m);
  for (const [map, k] of [[family, r.family], [cls, MODALITY_META[r.modality].modalityClass]] as const) {
    const x = map.get(k) ?? { q: 0, f: 0 }; x.q++; x.f += 1 - pass; map.set(k, x);
  }
  failures += 1 - pass;
});

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const pct = (p: number, n: number) => (100 * p) / n;
const row = (name: string) => published.table2.rows.find((r) => r.model === name)! as { acc: number; ap_acc: number; delta: number; published: boolean };
const solutions = (name: string) => { const c = q.get(byName.get(name)!)!; return rowSolutions(c.q, c.qa, row(name)).map((x) => ({ ...x, acc: round4(x.acc), ap: round4(x.ap), delta: round4(x.delta) })); };

const rows = published.table2.rows.filter((r) => r.published).map((r) => {
  const c = q.get(byName.get(r.model)!)!;
  const s = solutions(r.model);
  return { model: r.model, q: c.q, qa: c.qa, passes_for_acc: countsWithin(c.q, r.acc!, 1), against_passes_for_ap_acc: countsWithin(c.qa, r.ap_acc!, 1), feasible: s.length > 0, solutions: s };
});

// The MiniMax–Seed gap (Table 2's tie note, "differ by 0.03"): both rows held.
const [a, b] = [solutions('MiniMax-M2.7'), solutions('Seed-2.0-Pro')];
const ca = q.get(byName.get('MiniMax-M2.7')!)!; const cb = q.get(byName.get('Seed-2.0-Pro')!)!;
const gaps = [...new Set(a.flatMap((x) => b.map((y) => round4(pct(x.p, ca.q) - pct(y.p, cb.q)))))].sort((x, y) => x - y);
// The same with Acc only (AP-Acc and Δ free): the gap is still off.
const accA = countsWithin(ca.q, row('MiniMax-M2.7').acc, 1);
const accB = countsWithin(cb.q, row('Seed-2.0-Pro').acc, 1);
const gapsAccOnly = [...new Set(accA.flatMap((x) => accB.map((y) => round4(pct(x, ca.q) - pct(y, cb.q)))))].sort((x, y) => x - y);
const tieGap = { target: 0.03, passes_minimax: accA, passes_seed: accB, gaps_with_both_rows: gaps, gaps_with_both_acc_only: gapsAccOnly, feasible: gapsAccOnly.some((g) => within(g, 0.03, 2)) };

const fl = published.failures;
const total = fl.total;
const families = Object.entries(fl.family_failure_share).map(([fam, share]) => {
  const c = family.get(fam)!;
  const accTarget = (fl.family_accuracy_range as Record<string, number>)[fam];
  // Failure share of the published total: f of `total`, f ≤ the family's qualifying count.
  const byShare = countsWithin(total, share, 1).filter((f) => f <= c.q);
  // Accuracy 100 − 100·f/q: the failures are q minus the passes the accuracy allows.
  const byAcc = accTarget === undefined ? [] : countsWithin(c.q, accTarget, 1).map((p) => c.q - p).sort((x, y) => x - y);
  const both = accTarget === undefined ? byShare : byShare.filter((f) => byAcc.includes(f));
  return { family: fam, qualifying: c.q, failures_now: c.f, share, accuracy: accTarget ?? null, failures_for_share: [byShare[0], byShare.at(-1)], failures_for_accuracy: accTarget === undefined ? null : [byAcc[0], byAcc.at(-1)], feasible: both.length > 0 };
});

// Modality classes: each accuracy within tolerance and the failures summing to the total.
const classes = Object.entries(fl.modality_class_accuracy).map(([c, acc]) => {
  const x = cls.get(c)!;
  const f = countsWithin(x.q, acc, 1).map((p) => x.q - p).sort((u, v) => u - v);
  return { class: c, qualifying: x.q, failures_now: x.f, accuracy: acc, failures_allowed: [f[0], f.at(-1)], f };
});
const classSums = attainableSums(classes.map((c) => c.f));
// The closest split when none holds (proof F): every class but one at its window's edge.
const closest = closestSplit(classes.map((c) => ({ n: c.qualifying, accuracy: c.accuracy, tol: 0.05 + 1e-9 })), total);
const closestSplitAcc = Object.fromEntries(classes.map((c, i) => [c.class, { failures: closest[i], accuracy: round4(pct(c.qualifying - closest[i]!, c.qualifying)), holds: within(pct(c.qualifying - closest[i]!, c.qualifying), c.accuracy, 1) }]));
const modalityClasses = { total_failures: total, classes: classes.map(({ f, ...c }) => c), attainable_totals: [classSums[0], classSums.at(-1)], feasible: classSums.includes(total), closest_split: closestSplitAcc };

// Item 6: Δ values the published non-probe builds' rows allow.
const nonProbe = models.filter((m) => m.probe_twin === null).map((m) => {
  const row = published.table2.rows.find((r) => r.model === m.display_name)!;
  return { model: m.display_name, published: row.published, deltas: row.published ? [...new Set(solutions(m.display_name).map((s) => s.delta))].sort((x, y) => x - y) : null };
});
const range = published.priors.non_probe_models_gap.range;
const nonProbeRange = { range, published_builds: nonProbe, published_build_can_hold: range.map((end) => nonProbe.filter((x) => x.deltas?.some((d) => within(d, end, 2))).map((x) => x.model)) };

process.stdout.write(`${JSON.stringify({ failures, total_published: total, table2_rows: rows.map(({ solutions, ...r }) => ({ ...r, solutions: solutions.slice(0, 6) })), tie_gap: tieGap, families, modality_classes: modalityClasses, non_probe_range: nonProbeRange }, null, 1)}\n`);
