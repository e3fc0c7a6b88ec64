/**
 * Zero-injection probe (Appendix A) and prior lineages (Appendix E.4), designed after the panel's
 * verdicts are drawn so that the prior-related figures hold:
 * - 9 probe builds × the 302 instantiated rules; 287 rules reach a 5/9 consensus (docs/metrics.md:
 *   a label given by ≥ t builds and strictly more than any other); the 15 without one are
 *   instantiated-only rules (no verdicts), so S (verdicts on recoverable rules) = every verdict.
 * - A5 = against-prior rules whose 5/9 consensus is against: the hardest against-prior rules, grown
 *   until the mean over models of Acc(S) − Acc(S ∩ A5) reaches the published 4/9-and-5/9 gap;
 *   A7 ⊂ A5 (≥ 7 of 9 agree) drops A5's hardest rules until the 7/9 gap is met.
 * - Lineage: zero_injection_consensus rules are drawn from A5 (their consensus equals their prior
 *   label) to 44.1% of against-prior qualifying verdicts; curated 46.5%, unknown 9.4% of the rest.
 */
import published from '../data/paper/published.json' with { type: 'json' };
import type { ProbeRecord } from '../src/release/schemas.ts';
import { PRIOR_LABELS, type PriorLabel, type PriorLineage } from '../src/release/vocab.ts';
import type { Random } from '../src/stats/random.ts';
import type { RuleDesign } from './design/types.ts';
import { shuffled, weightedIndex } from './util.ts';

const RECOVERED_RULES = published.counts.consensus_recovered_rules;
const GAP_5 = published.priors.threshold_sensitivity_mean_gap['5/9'];
const GAP_7 = published.priors.threshold_sensitivity_mean_gap['7/9'];

/** Per rule: per-model passes and qualifying verdicts (effective). */
interface RuleOutcomeStats { pass: number[][]; qualifying: number[][] }

/** Mean over models of Acc_m(all) − Acc_m(rules in `set`). */
function meanGap(stats: RuleOutcomeStats, set: Iterable<number>, totals: { p: number[]; q: number[] }): number {
  const M = totals.p.length;
  const p = new Array<number>(M).fill(0);
  const q = new Array<number>(M).fill(0);
  for (const r of set) for (let m = 0; m < M; m++) { p[m]! += stats.pass[r]![m]!; q[m]! += stats.qualifying[r]![m]!; }
  let gap = 0;
  for (let m = 0; m < M; m++) gap += (100 * totals.p[m]!) / totals.q[m]! - (100 * p[m]!) / q[m]!;
  return gap / M;
}

interface PriorDesign { rows: ProbeRecord[]; a5: Set<number>; a7: Set<number> }

export function designPriors(rules: RuleDesign[], stats: RuleOutcomeStats, probeModelIds: string[], rng: Random): PriorDesign {
  const M = stats.pass[0]!.length;
  const totals = { p: new Array<number>(M).fill(0), q: new Array<number>(M).fill(0) };
  rules.forEach((_, r) => { for (let m = 0; m < M; m++) { totals.p[m]! += stats.pass[r]![m]!; totals.q[m]! += stats.qualifying[r]![m]!; } });
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  const q = (r: number) => sum(stats.qualifying[r]!);
  const acc = (r: number) => sum(stats.pass[r]!) / q(r);
  const against = rules.map((_, r) => r).filter((r) => rules[r]!.prior === 'against' && q(r) > 0).sort((a, b) => acc(a) - acc(b));
  // A5: hardest against-prior rules first, until the gap falls to its target.
  const a5 = new Set<number>();
  for (const r of against) {
    if (a5.size > 0 && meanGap(stats, a5, totals) <= GAP_5) break;
    a5.add(r);
    if (meanGap(stats, a5, totals) < GAP_5) {
      // Overshoot: keep whichever of "with r" / "without r" is closer.
      const withR = meanGap(stats, a5, totals);
      a5.delete(r);
      const without = meanGap(stats, a5, totals);
      if (Math.abs(withR - GAP_5) < Math.abs(without - GAP_5)) a5.add(r);
      break;
    }
  }
  // A7 ⊂ A5: drop A5's hardest rules until the 7/9 gap is reached.
  const a7 = new Set(a5);
  for (const r of [...a5].sort((a, b) => acc(a) - acc(b))) {
    if (meanGap(stats, a7, totals) <= GAP_7) break;
    a7.delete(r);
    if (meanGap(stats, a7, totals) < GAP_7) {
      const withoutR = meanGap(stats, a7, totals);
      a7.add(r);
      if (Math.abs(withoutR - GAP_7) < Math.abs(meanGap(stats, a7, totals) - GAP_7)) a7.delete(r);
      break;
    }
  }
  // Lineages of against-prior scored rules.
  const shares = published.priors.against_prior_lineage_share;
  const againstTotal = sum(against.map(q));
  let zeroLeft = (shares.zero_injection_consensus / 100) * againstTotal;
  for (const r of shuffled([...a5], rng).sort((a, b) => q(b) - q(a))) {
    if (q(r) <= zeroLeft + q(r) / 2) { rules[r]!.lineage = 'zero_injection_consensus'; zeroLeft -= q(r); }
  }
  if (zeroLeft > 0.02 * againstTotal) throw new Error(`designPriors: A5 holds too few against-prior verdicts for the zero-injection lineage share (${zeroLeft.toFixed(0)} short)`);
  let unknownLeft = (shares.unknown / 100) * againstTotal;
  for (const r of shuffled(against.filter((x) => rules[x]!.lineage !== 'zero_injection_consensus'), rng)) {
    if (unknownLeft > q(r) / 2) { rules[r]!.lineage = 'unknown'; unknownLeft -= q(r); } else rules[r]!.lineage = 'curated';
  }
  // Lineage of every other rule: library-only rules cannot carry a zero-injection consensus.
  const probedWeights: [PriorLineage, number][] = [['zero_injection_consensus', 0.5], ['curated', 0.4], ['unknown', 0.1]];
  const unprobedWeights: [PriorLineage, number][] = [['curated', 0.8], ['unknown', 0.2]];
  const isScoredAgainst = new Set(against);
  const probed = rules.map((_, i) => i).filter((i) => rules[i]!.role !== 'library');
  const unrecoverable = new Set(shuffled(probed.filter((i) => rules[i]!.role === 'instantiated'), rng).slice(0, probed.length - RECOVERED_RULES));
  rules.forEach((rule, i) => {
    if (isScoredAgainst.has(i)) return;
    const weights = rule.role === 'library' || unrecoverable.has(i) ? unprobedWeights : probedWeights;
    rule.lineage = weights[weightedIndex(weights.map((w) => w[1]), rng)]![0];
  });
  // Consensus label and agreement count per probed rule.
  const counts = new Map<number, Record<PriorLabel, number>>();
  for (const i of probed) {
    const rule = rules[i]!;
    if (unrecoverable.has(i)) { counts.set(i, unrecoverableCounts(rng)); continue; }
    let label: PriorLabel;
    let count: number;
    if (isScoredAgainst.has(i)) {
      label = a5.has(i) ? 'against' : (['align', 'neutral'] as const)[rng.int(2)]!;
      count = a5.has(i) ? (a7.has(i) ? 7 + rng.int(3) : 5 + rng.int(2)) : 5 + rng.int(5);
    } else {
      // Never "against" for other rules with verdicts, so A5 stays as designed.
      const others = PRIOR_LABELS.filter((l) => l !== rule.prior && (l !== 'against' || rule.role === 'instantiated'));
      label = rule.lineage === 'zero_injection_consensus' || rng.next() < 0.85 ? rule.prior : others[rng.int(others.length)]!;
      if (label === 'against' && rule.role !== 'instantiated' && rule.prior !== 'against') label = rule.prior;
      count = 5 + rng.int(5);
    }
    counts.set(i, recoverableCounts(label, count, rng));
  }
  // Hand each rule's outcome multiset to the 9 builds in a seeded order.
  const outcome = new Map<number, PriorLabel[]>();
  for (const i of probed) outcome.set(i, shuffled(PRIOR_LABELS.flatMap((l) => Array<PriorLabel>(counts.get(i)![l]).fill(l)), rng));
  const rows: ProbeRecord[] = [];
  probeModelIds.forEach((model, b) => {
    for (const i of probed) rows.push({ probe_model_id: model, rule_id: rules[i]!.rule_id, outcome: outcome.get(i)![b]!, opportunities: 1 + rng.int(4) });
  });
  return { rows, a5, a7 };
}

/** Label counts over 9 builds: `label` given by `count` (≥ 5) builds, the rest split over the other two. */
function recoverableCounts(label: PriorLabel, count: number, rng: Random): Record<PriorLabel, number> {
  const out: Record<PriorLabel, number> = { align: 0, against: 0, neutral: 0 };
  out[label] = count;
  const others = PRIOR_LABELS.filter((l) => l !== label);
  for (let k = count; k < 9; k++) out[others[rng.int(2)]!] += 1;
  return out;
}

/** Label counts with no 5/9 consensus. */
function unrecoverableCounts(rng: Random): Record<PriorLabel, number> {
  const patterns = [[4, 4, 1], [4, 3, 2], [3, 3, 3], [4, 2, 3]];
  const p = shuffled(patterns[rng.int(patterns.length)]!, rng);
  return { align: p[0]!, against: p[1]!, neutral: p[2]! };
}
