/**
 * The simulator's final calibration stages (sim/calibrate/lineageShares.ts, sim/e0/lattice.ts, the κ tolerance of
 * sim/judgeAudit/confusion.ts). Expected values are hand-computed (noted per test).
 */
import { describe, expect, it } from 'vitest';
import { calibrateLineageShares } from '../../sim/calibrate/lineageShares.ts';
import { kappaTolerance } from '../../sim/judgeAudit/confusion.ts';
import { bestLatticePoint, shiftedFit } from '../../sim/e0/lattice.ts';
import type { RuleDesign } from '../../sim/design/types.ts';
import type { PriorLineage } from '../../src/release/vocab.ts';

const rule = (lineage: PriorLineage): RuleDesign => ({
  rule_id: 'R', family: 'workflow', modality: 'require', severity: 'medium', method: 'llm_judge', prior: 'against', lineage,
  source: 'curated', admissible: ['SD'], role: 'scored',
} as unknown as RuleDesign);

describe('calibrateLineageShares', () => {
  it('relabels the one small rule that brings 445/465/90 of 1,000 to 441/465/94 (hand: published 44.1/46.5/9.4)', () => {
    const rules = [rule('zero_injection_consensus'), rule('curated'), rule('unknown'), rule('zero_injection_consensus')];
    const moves = calibrateLineageShares(rules, [441, 465, 90, 4], new Set([0, 3]));
    expect(moves).toBe(1);
    expect(rules.map((r) => r.lineage)).toEqual(['zero_injection_consensus', 'curated', 'unknown', 'unknown']);
  });
  it('never gives the zero-injection lineage to a rule outside A5 (hand: only rule 0 could fix it)', () => {
    const rules = [rule('curated'), rule('curated'), rule('unknown')];
    calibrateLineageShares(rules, [441, 465, 94], new Set([1]));
    expect(rules[0]!.lineage).not.toBe('zero_injection_consensus');
  });
});

describe('kappaTolerance', () => {
  it('is half a unit of the last published digit (hand: 0.163 → 0.0005, 0.4717 → 0.00005)', () => {
    expect(kappaTolerance(0.163)).toBeCloseTo(0.0005, 12);
    expect(kappaTolerance(0.4717)).toBeCloseTo(0.00005, 12);
  });
});

describe('E0 pooled-fit lattice (sim/e0/lattice.ts)', () => {
  it('fits depend only on surface totals given n_ij (hand: W1, W2 share n_ij 4/2/4 and totals 4/3/3)', () => {
    const w1 = [[0, 3, 1], [1, 0, 2], [1, 2, 0]];
    const w2 = [[0, 2, 2], [2, 0, 1], [0, 3, 0]];
    const a = shiftedFit(w1, [0, 0, 0])!;
    const b = shiftedFit(w2, [0, 0, 0])!;
    a.forEach((x, s) => expect(x).toBeCloseTo(b[s]!, 6));
  });
  it('finds the shift that evens a 3–1 duel (hand: totals 2/2 give θ = 0, 4/0 has no MLE)', () => {
    const best = bestLatticePoint([[0, 3], [1, 0]], [0, 0], 0.001);
    expect(best.shift).toEqual([-1, 1]);
    expect(best.within).toBe(2);
  });
});
