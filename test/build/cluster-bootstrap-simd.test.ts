/**
 * The WebAssembly inner loop of the Table 2 bootstrap (src/lib/build/compute/cluster-bootstrap-simd.ts):
 * a hand-computed case, bit-for-bit agreement with the plain JavaScript loop it replaced on
 * arbitrary doubles (where a fused multiply-add or another order of additions would differ), and
 * the layout checks that keep its unchecked memory accesses in bounds.
 */
import { describe, expect, it } from 'vitest';
import { SIMD_RESAMPLES, SimdAccumulator, accumulateModuleBytes } from '../../src/lib/build/compute/cluster-bootstrap-simd.ts';
import type { Table2Layout } from '../../src/lib/build/compute/cluster-bootstrap-layout.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

/** A layout with only what the accumulator reads (the regions are the kernel's business). */
function layoutOf(tasks: number, slots: number, entries: [task: number, slot: number, packed: number][]): Table2Layout {
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  const taskStart = new Int32Array(tasks + 1);
  for (const [t] of sorted) taskStart[t + 1]! += 1;
  for (let t = 0; t < tasks; t++) taskStart[t + 1]! += taskStart[t]!;
  return {
    tasks, slots, models: 0, rules: 0,
    taskStart, slot: Int32Array.from(sorted, (e) => e[1]), packed: Float64Array.from(sorted, (e) => e[2]),
  } as unknown as Table2Layout;
}

/** The loop the WebAssembly replaced, in plain JavaScript: sums[slot · 16 + i] += c_i,t · v, in entry order. */
function scalarSums(layout: Table2Layout, multiplicities: (Float64Array | null)[]): Float64Array {
  const sums = new Float64Array(layout.slots * SIMD_RESAMPLES);
  for (let t = 0; t < layout.tasks; t++) {
    for (let j = layout.taskStart[t]!; j < layout.taskStart[t + 1]!; j++) {
      for (let i = 0; i < SIMD_RESAMPLES; i++) {
        const k = layout.slot[j]! * SIMD_RESAMPLES + i;
        sums[k] = sums[k]! + (multiplicities[i]?.[t] ?? 0) * layout.packed[j]!;
      }
    }
  }
  return sums;
}

describe('SimdAccumulator', () => {
  it('is a valid WebAssembly module', () => {
    expect(WebAssembly.validate(accumulateModuleBytes())).toBe(true);
  });

  it('adds multiplicity × value into each resample\'s slot (hand-computed)', () => {
    // Task 0: slot 1 += 2, slot 0 += 5; task 1: slot 1 += 7.
    const layout = layoutOf(2, 2, [[0, 1, 2], [0, 0, 5], [1, 1, 7]]);
    const accumulator = new SimdAccumulator(layout);
    // Resample 0 draws task 0 twice; resample 3 draws task 1 once and task 0 once; the others are absent.
    const m: (Float64Array | null)[] = Array.from({ length: SIMD_RESAMPLES }, () => null);
    m[0] = Float64Array.of(2, 0);
    m[3] = Float64Array.of(1, 1);
    accumulator.accumulate(m);
    const at = (slot: number, i: number) => accumulator.sums[slot * SIMD_RESAMPLES + i];
    expect([at(0, 0), at(1, 0)]).toEqual([10, 4]); // hand: 2·5; 2·2
    expect([at(0, 3), at(1, 3)]).toEqual([5, 9]); // hand: 1·5; 1·2 + 1·7
    expect([at(0, 1), at(1, 1), at(1, 15)]).toEqual([0, 0, 0]);
    // A second call starts from zero.
    accumulator.accumulate([Float64Array.of(0, 1)]);
    expect([at(0, 0), at(1, 0), at(1, 3)]).toEqual([0, 7, 0]);
  });

  it('gives the bits of the plain loop, for arbitrary doubles and uneven tasks', () => {
    const random = seededRandom(7, 'simd-test').next;
    const tasks = 37;
    const slots = 11;
    const entries: [number, number, number][] = Array.from({ length: 500 }, () => [Math.floor(random() * tasks), Math.floor(random() * slots), (random() - 0.3) * 1e3]);
    const layout = layoutOf(tasks, slots, entries);
    const accumulator = new SimdAccumulator(layout);
    for (const present of [SIMD_RESAMPLES, 5, 1]) {
      const m = Array.from({ length: present }, () => Float64Array.from({ length: tasks }, () => (random() < 0.3 ? 0 : random() * 3)));
      accumulator.accumulate(m);
      const expected = scalarSums(layout, m);
      expect(new Uint8Array(accumulator.sums.buffer, accumulator.sums.byteOffset, accumulator.sums.byteLength))
        .toEqual(new Uint8Array(expected.buffer));
    }
  });

  it('refuses a layout whose indices would leave its arrays', () => {
    expect(() => new SimdAccumulator(layoutOf(2, 2, [[0, 2, 1]]))).toThrow(/slot 2, outside 0..1/);
    const broken = layoutOf(2, 2, [[0, 1, 1]]);
    broken.taskStart[2] = 5;
    expect(() => new SimdAccumulator(broken)).toThrow(/task starts do not cover/);
    expect(() => new SimdAccumulator(layoutOf(2, 2, [[0, 1, 1]])).accumulate([new Float64Array(3)])).toThrow(/3 multiplicities for 2 tasks/);
  });
});
