/**
 * Zero-injection probe (Appendix A): 9 probe builds × the 302 instantiated rules, each with an
 * unprompted outcome (align / against / neutral). 287 rules reach a 5/9 consensus (docs/metrics.md:
 * a label given by ≥ t builds and strictly more than any other); rules whose lineage is
 * zero_injection_consensus have a 5/9 consensus equal to their prior label. Also assigns every
 * rule's prior lineage: against-prior rules of the panel so that the lineage shares of the
 * against-prior qualifying verdicts match Appendix E.4 (44.1 / 46.5 / 9.4).
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import type { ProbeRecord } from '../lib/release/schemas.ts';
import { PRIOR_LABELS, type PriorLabel, type PriorLineage } from '../lib/release/vocab.ts';
import type { Random } from '../lib/stats/random.ts';
import type { RuleDesign } from './design/types.ts';
import { shuffled, weightedIndex } from './util.ts';

export const RECOVERED_RULES = published.counts.consensus_recovered_rules;

/** Lineage of every rule; `againstQualifying[i]` = against-prior qualifying verdicts of rule i. */
export function assignLineages(rules: RuleDesign[], againstQualifying: number[], rng: Random): void {
  const shares = published.priors.against_prior_lineage_share;
  const total = againstQualifying.reduce((a, b) => a + b, 0);
  const target: [PriorLineage, number][] = [
    ['zero_injection_consensus', (shares.zero_injection_consensus / 100) * total],
    ['curated', (shares.curated / 100) * total],
    ['unknown', (shares.unknown / 100) * total],
  ];
  const left = new Map(target);
  const weighted = shuffled(rules.map((_, i) => i).filter((i) => againstQualifying[i]! > 0), rng).sort((a, b) => againstQualifying[b]! - againstQualifying[a]!);
  for (const i of weighted) {
    let best: PriorLineage = 'curated';
    let bestLeft = -Infinity;
    for (const [lineage, l] of left) if (l > bestLeft) { bestLeft = l; best = lineage; }
    rules[i]!.lineage = best;
    left.set(best, left.get(best)! - againstQualifying[i]!);
  }
  // Rules outside the probe (library-only) cannot carry a zero-injection consensus.
  const probed: [PriorLineage, number][] = [['zero_injection_consensus', 0.5], ['curated', 0.4], ['unknown', 0.1]];
  const unprobed: [PriorLineage, number][] = [['curated', 0.8], ['unknown', 0.2]];
  rules.forEach((r, i) => {
    if (againstQualifying[i]! > 0) return;
    const weights = r.role === 'library' ? unprobed : probed;
    r.lineage = weights[weightedIndex(weights.map((d) => d[1]), rng)]![0];
  });
}

/** Outcome counts per label for one rule: consensus `label` given by `count` builds (≥ 5), or no consensus. */
function recoverableCounts(label: PriorLabel, count: number, rng: Random): Record<PriorLabel, number> {
  const out = { align: 0, against: 0, neutral: 0 } as Record<PriorLabel, number>;
  out[label] = count;
  const others = PRIOR_LABELS.filter((l) => l !== label);
  for (let k = count; k < 9; k++) out[others[rng.int(2)]!] += 1;
  return out;
}

function unrecoverableCounts(rng: Random): Record<PriorLabel, number> {
  const patterns = [[4, 4, 1], [4, 3, 2], [3, 3, 3], [4, 4, 1]];
  const p = shuffled(patterns[rng.int(patterns.length)]!, rng);
  return { align: p[0]!, against: p[1]!, neutral: p[2]! };
}

export interface ProbeDesign { rows: ProbeRecord[]; consensusCount: Map<number, { label: PriorLabel; count: number }> }

export function designProbe(rules: RuleDesign[], probeModelIds: string[], rng: Random): ProbeDesign {
  const probed = rules.map((_, i) => i).filter((i) => rules[i]!.role !== 'library');
  const unrecoverable = new Set(shuffled(probed.filter((i) => rules[i]!.lineage !== 'zero_injection_consensus'), rng)
    .sort((a, b) => (rules[a]!.role === 'instantiated' ? 0 : 1) - (rules[b]!.role === 'instantiated' ? 0 : 1))
    .slice(0, probed.length - RECOVERED_RULES));
  const counts = new Map<number, Record<PriorLabel, number>>();
  const consensusCount = new Map<number, { label: PriorLabel; count: number }>();
  for (const i of probed) {
    const rule = rules[i]!;
    if (unrecoverable.has(i)) { counts.set(i, unrecoverableCounts(rng)); continue; }
    const label = rule.lineage === 'zero_injection_consensus' || rng.next() < 0.8 ? rule.prior : PRIOR_LABELS.filter((l) => l !== rule.prior)[rng.int(2)]!;
    const count = 5 + rng.int(5);
    counts.set(i, recoverableCounts(label, count, rng));
    consensusCount.set(i, { label, count });
  }
  const rows: ProbeRecord[] = [];
  for (const model of probeModelIds) {
    for (const i of probed) {
      // Hand out each rule's outcome counts over the 9 builds in a seeded order.
      rows.push({ probe_model_id: model, rule_id: rules[i]!.rule_id, outcome: 'neutral', opportunities: 1 + rng.int(4) });
    }
  }
  for (const i of probed) {
    const labels = shuffled(PRIOR_LABELS.flatMap((l) => Array<PriorLabel>(counts.get(i)![l]).fill(l)), rng);
    probeModelIds.forEach((_, b) => { rows[b * probed.length + probed.indexOf(i)]!.outcome = labels[b]!; });
  }
  return { rows, consensusCount };
}
