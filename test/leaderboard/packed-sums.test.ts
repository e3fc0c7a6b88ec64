/**
 * Packed sums (src/lib/leaderboard/packed-sums.ts): the plan packs as many integer sums per
 * float64 as stay exact, and a multiply-add over packed rows unpacks to exactly the plain loop's
 * sums; anything that is not a non-negative integer is left unpacked.
 */
import { describe, expect, it } from 'vitest';
import { packingPlan, packRows, unpackRowInto } from '../../src/lib/leaderboard/packed-sums.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

describe('packingPlan', () => {
  it('hand cases: bound = tasks · max value; fields = ⌊53 / bits⌋; width padded to a multiple of 4', () => {
    // 60 tasks, max 190: bound 11,400 < 2^14 → 14 bits → 3 fields; 48 sums → 16 numbers.
    expect(packingPlan([0, 190, 7], 48, 60)).toEqual({ fields: 3, bits: 14, width: 16, sums: 48 });
    // 60 tasks, max 64: bound 3,840 < 2^12 → 4 fields of 12 bits; 48 sums → 12 numbers.
    expect(packingPlan([64, 1], 48, 60)).toEqual({ fields: 4, bits: 12, width: 12, sums: 48 });
    // bound exactly 2^12 = 4,096 needs 13 bits (a field must hold the bound itself).
    expect(packingPlan([64], 48, 64).bits).toBe(13);
    // Never more fields than sums in a row; width 1 → padded to 4.
    expect(packingPlan([1], 1, 2)).toEqual({ fields: 1, bits: 0, width: 4, sums: 1 });
  });

  it('leaves fractional, negative or non-finite values unpacked', () => {
    expect(packingPlan([1, 2.5], 8, 10).fields).toBe(1);
    expect(packingPlan([1, -1], 8, 10).fields).toBe(1);
    expect(packingPlan([1, Number.NaN], 8, 10).fields).toBe(1);
    // Non-integer multiplicities come as an infinite draw bound.
    expect(packingPlan([1, 2], 8, Number.POSITIVE_INFINITY).fields).toBe(1);
  });
});

describe('packRows / unpackRowInto', () => {
  it('a multiply-add over packed rows unpacks to the plain loop\'s sums, bit for bit', () => {
    const random = seededRandom(3, 'test/leaderboard/packed-sums');
    for (const [tasks, sums, max, fractional] of [[60, 48, 190, false], [60, 48, 64, false], [7, 5, 3, false], [300, 12, 20000, false], [20, 8, 9, true]] as const) {
      const values = Float64Array.from({ length: tasks * sums }, () => (fractional ? random.int(max) + 0.5 : random.int(max + 1)));
      const plan = packingPlan(values, sums, tasks);
      const packed = packRows(values, tasks, plan);
      for (let trial = 0; trial < 20; trial++) {
        const c = new Float64Array(tasks);
        for (let d = 0; d < tasks; d++) c[random.int(tasks)]!++;
        const plain = new Float64Array(sums);
        const total = new Float64Array(plan.width);
        for (let t = 0; t < tasks; t++) {
          for (let j = 0; j < sums; j++) plain[j] = plain[j]! + c[t]! * values[t * sums + j]!;
          for (let k = 0; k < plan.width; k++) total[k] = total[k]! + c[t]! * packed[t * plan.width + k]!;
        }
        const out = new Float64Array(sums);
        unpackRowInto(total, 0, plan, out);
        expect([...out]).toEqual([...plain]);
      }
    }
  });

  it('hand case: 2 fields of 4 bits pack [3, 5] as 3 + 5·16 = 83', () => {
    const plan = { fields: 2, bits: 4, width: 4, sums: 2 };
    expect([...packRows([3, 5], 1, plan)]).toEqual([83, 0, 0, 0]);
    const out = new Float64Array(2);
    unpackRowInto(Float64Array.of(83 * 2, 0, 0, 0), 0, plan, out);
    expect([...out]).toEqual([6, 10]);
  });
});
