/**
 * Lineage shares to the published rounding (Appendix E.4: 44.1 / 46.5 / 9.4 % of against-prior
 * qualifying verdicts). `designPriors` fills each lineage greedily rule by rule, which can stop a
 * few verdicts off a rounding boundary; here the lineages of against-prior scored rules are
 * relabelled, or exchanged between two rules, while any share is outside 0.6 of its ½-unit
 * tolerance. Only lineages move: a rule becomes zero_injection_consensus only when it is in A5
 * (its 5/9 consensus is `against`, its prior label — the validator's rule), qualifying counts,
 * verdicts and the probe are untouched, so no other figure can change.
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import type { PriorLineage } from '../../src/release/vocab.ts';
import type { RuleDesign } from '../design/types.ts';

const TOL = 0.05;
const MARGIN = 0.6;
const TARGETS = published.priors.against_prior_lineage_share as Record<PriorLineage, number>;
const LINEAGES = Object.keys(TARGETS) as PriorLineage[];

/** Relabel against-prior scored rules (`qualifying[r]` verdicts each) in place; returns the moves made. */
export function calibrateLineageShares(rules: RuleDesign[], qualifying: number[], a5: Set<number>): number {
  const against = rules.map((_, r) => r).filter((r) => rules[r]!.prior === 'against' && qualifying[r]! > 0);
  const total = against.reduce((s, r) => s + qualifying[r]!, 0);
  const sums = (): Record<PriorLineage, number> => {
    const out = { zero_injection_consensus: 0, curated: 0, unknown: 0 };
    for (const r of against) out[rules[r]!.lineage] += qualifying[r]!;
    return out;
  };
  const cost = (s: Record<PriorLineage, number>) => LINEAGES.reduce((c, l) => c + Math.max(0, Math.abs((100 * s[l]) / total - TARGETS[l]) / TOL - MARGIN) ** 2, 0);
  const allowed = (r: number, l: PriorLineage) => l !== 'zero_injection_consensus' || a5.has(r);
  let moves = 0;
  for (let round = 0; round < 20; round++) {
    const s = sums();
    let best = cost(s);
    if (best === 0) break;
    let pick: [number, PriorLineage][] | null = null;
    const shifted = (changes: [number, PriorLineage][]) => {
      const t = { ...s };
      for (const [r, l] of changes) { t[rules[r]!.lineage] -= qualifying[r]!; t[l] += qualifying[r]!; }
      return cost(t);
    };
    // Single relabels, then exchanges of two rules' lineages.
    for (const r of against) for (const l of LINEAGES) {
      if (l === rules[r]!.lineage || !allowed(r, l)) continue;
      const c = shifted([[r, l]]);
      if (c < best) { best = c; pick = [[r, l]]; }
    }
    for (let i = 0; i < against.length; i++) for (let j = i + 1; j < against.length; j++) {
      const [a, b] = [against[i]!, against[j]!];
      const [la, lb] = [rules[a]!.lineage, rules[b]!.lineage];
      if (la === lb || !allowed(a, lb) || !allowed(b, la)) continue;
      const c = shifted([[a, lb], [b, la]]);
      if (c < best) { best = c; pick = [[a, lb], [b, la]]; }
    }
    if (!pick) break;
    for (const [r, l] of pick) rules[r]!.lineage = l;
    moves += pick.length;
  }
  return moves;
}
