/**
 * The compact layout the Table 2 bootstrap kernel (cluster-bootstrap.ts) reads once per resample.
 *
 * A resample needs, per model, sums over the drawn tasks of: (qualifying, passes) per rule (for
 * Acc and DW-Acc), and (qualifying, passes) of the against-prior, separating, common-support and
 * common ∩ against-prior verdicts. Every one of these is a sum of non-negative integer counts
 * times integer task multiplicities, so it is exact in float64, in any order, while below 2^53.
 * That allows:
 *   - packing: a "field" is one such count; several fields share one float64 accumulator, field i
 *     of a slot counting 2^(width · i), where 2^width exceeds any sum the field can reach in a
 *     resample (multiplicities sum to the number of tasks T, so a field never exceeds T times its
 *     largest per-task value). Adding one packed value adds all its fields at once, without carries,
 *     and the fields are recovered exactly (floor of the sum times a power of two). Small counts
 *     (a cell has at most a few verdicts) thus cost a fraction of a multiply-add each;
 *   - one flat list of (slot, packed value) entries per task: a resample adds c_t · value to
 *     sums[slot] for the entries of each drawn task t, and nothing else touches the cells;
 *   - Acc's per-model sums are the sums of the per-rule ones, so they need no fields of their own.
 * Two regions, each with its own field width: per rule, the fields (qualifying, passes) of every
 * model; per model, the fields (qualifying, passes) of each subset (SUBSETS), summed per task.
 * The arrays live on SharedArrayBuffers so worker threads read the one copy (no structured clone).
 */
import type { ModelCells } from './cluster-bootstrap.ts';

/** The verdict subsets summed per model (besides the per-rule sums). */
export const SUBSETS = ['against', 'separating', 'common', 'common_against'] as const;

/**
 * Slots of one region: `groups` groups (rules, or models) of `2 · pairs` fields each (pair k is
 * field 2k = qualifying, field 2k + 1 = passes), packed `fieldsPerSlot` to a slot, each group
 * starting a new slot. Field f of group g: slot firstSlot + g · slotsPerGroup + ⌊f / fieldsPerSlot⌋,
 * weight 2^(width · (f mod fieldsPerSlot)).
 */
export interface PackedRegion {
  firstSlot: number;
  groups: number;
  pairs: number;
  width: number;
  fieldsPerSlot: number;
  slotsPerGroup: number;
  /** weights[i] = 2^(width · i), the weight of field i of a slot. */
  weights: number[];
  /** inverses[i] = 2^(−width · i), i = 0 .. fieldsPerSlot (exact: powers of two). */
  inverses: number[];
}

export interface Table2Layout {
  tasks: number;
  models: number;
  rules: number;
  /** Groups = rules, pairs = models. */
  ruleRegion: PackedRegion;
  /** Groups = models, pairs = SUBSETS. */
  subsetRegion: PackedRegion;
  slots: number;
  /** Entries of task t: taskStart[t] .. taskStart[t + 1] − 1. */
  taskStart: Int32Array;
  /** Accumulator slot of each entry. */
  slot: Int32Array;
  /** Packed fields of each entry. */
  packed: Float64Array;
}

const EXACT_BITS = 53;

/** A region whose fields never exceed `bound` in a resample. */
function region(firstSlot: number, groups: number, pairs: number, bound: number): PackedRegion {
  const width = Math.max(1, Math.ceil(Math.log2(bound + 1)));
  // Guard the log2 rounding: 2^width must exceed the bound.
  const exact = 2 ** width > bound ? width : width + 1;
  if (exact > EXACT_BITS) throw new Error(`cluster-bootstrap: a count can reach ${bound} in a resample, beyond exact float64 sums (2^53)`);
  const fieldsPerSlot = Math.floor(EXACT_BITS / exact);
  const weights = Array.from({ length: fieldsPerSlot }, (_, i) => 2 ** (exact * i));
  const inverses = Array.from({ length: fieldsPerSlot + 1 }, (_, i) => 2 ** -(exact * i));
  return { firstSlot, groups, pairs, width: exact, fieldsPerSlot, slotsPerGroup: Math.ceil((2 * pairs) / fieldsPerSlot), weights, inverses };
}

function assertCount(cells: ModelCells, c: number, field: string, value: number, atMost: number): void {
  if (!Number.isInteger(value) || value < 0 || value > atMost) {
    throw new Error(`cluster-bootstrap: cell ${c} (task ${cells.tasks[cells.task[c]!]}, model ${cells.models[cells.model[c]!]}, rule ${cells.rules[cells.rule[c]!]}): ${field} = ${value}, expected an integer in [0, ${atMost}]`);
  }
}

/** Checks the cells and returns the largest per-cell and per-(task, model) qualifying counts. */
function largestCounts(cells: ModelCells): { cell: number; taskModel: number } {
  let cell = 0;
  let taskModel = 0;
  const perModel = new Float64Array(cells.models.length);
  for (let c = 0; c < cells.task.length; c++) {
    if (c > 0 && cells.task[c]! < cells.task[c - 1]!) throw new Error('cluster-bootstrap: cells must be sorted by task');
    if (c > 0 && cells.task[c] !== cells.task[c - 1]) perModel.fill(0);
    const q = cells.qualifying[c]!;
    const cq = cells.commonQualifying[c]!;
    assertCount(cells, c, 'qualifying', q, Number.MAX_SAFE_INTEGER);
    assertCount(cells, c, 'passes', cells.passes[c]!, q);
    assertCount(cells, c, 'common qualifying', cq, q);
    assertCount(cells, c, 'common passes', cells.commonPasses[c]!, cq);
    cell = Math.max(cell, q);
    const m = cells.model[c]!;
    perModel[m] = perModel[m]! + q;
    taskModel = Math.max(taskModel, perModel[m]!);
  }
  return { cell, taskModel };
}

export function table2Layout(cells: ModelCells): Table2Layout {
  const T = cells.tasks.length;
  const M = cells.models.length;
  const R = cells.rules.length;
  const n = cells.task.length;
  const largest = largestCounts(cells);
  const ruleRegion = region(0, R, M, T * largest.cell);
  const subsetRegion = region(R * ruleRegion.slotsPerGroup, M, SUBSETS.length, T * largest.taskModel);
  const slots = subsetRegion.firstSlot + M * subsetRegion.slotsPerGroup;

  // The current task's packed value per slot, and the slots it touched.
  const current = new Float64Array(slots);
  const touched = new Int32Array(slots);
  let touchedCount = 0;
  const add = (r: PackedRegion, group: number, field: number, value: number) => {
    if (value === 0) return;
    const s = r.firstSlot + group * r.slotsPerGroup + Math.floor(field / r.fieldsPerSlot);
    if (current[s] === 0) touched[touchedCount++] = s;
    current[s] = current[s]! + value * r.weights[field % r.fieldsPerSlot]!;
  };
  const taskStart = new Int32Array(new SharedArrayBuffer((T + 1) * 4));
  // At most one entry per cell plus the subset slots of every (task, model).
  const capacity = n + M * subsetRegion.slotsPerGroup * T;
  const slot = new Int32Array(capacity);
  const packed = new Float64Array(capacity);
  let entries = 0;
  const flush = (task: number) => {
    // Ascending slots: neighbouring entries write neighbouring sums.
    const list = touched.subarray(0, touchedCount).sort();
    for (const s of list) { slot[entries] = s; packed[entries] = current[s]!; entries++; current[s] = 0; }
    touchedCount = 0;
    taskStart[task + 1] = entries;
  };
  let task = 0;
  for (let c = 0; c < n; c++) {
    for (; task < cells.task[c]!; task++) flush(task);
    const m = cells.model[c]!;
    const q = cells.qualifying[c]!;
    const p = cells.passes[c]!;
    const cq = cells.commonQualifying[c]!;
    const cp = cells.commonPasses[c]!;
    add(ruleRegion, cells.rule[c]!, 2 * m, q);
    add(ruleRegion, cells.rule[c]!, 2 * m + 1, p);
    const subset = (k: number, qualifying: number, passes: number) => {
      add(subsetRegion, m, 2 * k, qualifying);
      add(subsetRegion, m, 2 * k + 1, passes);
    };
    if (cells.against[c]) { subset(0, q, p); subset(3, cq, cp); }
    if (cells.separates[c]) subset(1, q, p);
    subset(2, cq, cp);
  }
  for (; task < T; task++) flush(task);

  const sharedSlot = new Int32Array(new SharedArrayBuffer(entries * 4));
  sharedSlot.set(slot.subarray(0, entries));
  const sharedPacked = new Float64Array(new SharedArrayBuffer(entries * 8));
  sharedPacked.set(packed.subarray(0, entries));
  return { tasks: T, models: M, rules: R, ruleRegion, subsetRegion, slots, taskStart, slot: sharedSlot, packed: sharedPacked };
}

/**
 * Recovers the fields of one region from the packed sums: qualifying and passes of pair k of
 * group g go to index g · groupStride + k · pairStride.
 */
export function unpackRegion(sums: Float64Array, r: PackedRegion, groupStride: number, pairStride: number, qualifying: Float64Array, passes: Float64Array): void {
  const F = r.fieldsPerSlot;
  const fields = 2 * r.pairs;
  const inverses = r.inverses;
  const unit = r.weights[1] ?? 0;
  for (let g = 0; g < r.groups; g++) {
    for (let s = 0; s < r.slotsPerGroup; s++) {
      const v = sums[r.firstSlot + g * r.slotsPerGroup + s]!;
      // Field i = ⌊v / 2^(width·i)⌋ − ⌊v / 2^(width·(i+1))⌋ · 2^width: every term is exact (powers
      // of two, integers below 2^53), and the fields do not wait on one another.
      let low = v;
      for (let i = 0; i < F; i++) {
        const high = Math.floor(v * inverses[i + 1]!);
        const value = low - high * unit;
        low = high;
        const field = s * F + i;
        if (field >= fields) break;
        const o = g * groupStride + (field >> 1) * pairStride;
        if ((field & 1) === 0) qualifying[o] = value;
        else passes[o] = value;
      }
    }
  }
}
