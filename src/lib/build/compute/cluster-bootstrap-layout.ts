/**
 * The compact layout the Table 2 bootstrap kernel (cluster-bootstrap.ts) reads once per resample.
 *
 * A resample needs, per model, sums over the drawn tasks of: (passes, qualifying) per rule (for
 * Acc and DW-Acc), and (passes, qualifying) of the against-prior, separating, common-support and
 * common ∩ against-prior verdicts. Every one of these is a sum of non-negative integer counts
 * times integer task multiplicities, so it is exact in float64 in any order. That allows:
 *   - one accumulator per sum pair: the pair is packed as qualifying · scale + passes with scale a
 *     power of two above any reachable qualifying sum, so both halves are recovered exactly from
 *     the packed sum (one multiply-add per cell instead of two);
 *   - one flat list of (slot, packed value) entries per task: the cells' (rule, model) slots, then
 *     the non-zero per-(task, model) sums of the four subsets; a resample adds c_t · value to
 *     acc[slot] for the entries of each drawn task t, and nothing else touches the cells;
 *   - Acc's per-model sums are the sums of the per-rule ones, so they need no entries of their own.
 * The arrays live on SharedArrayBuffers so worker threads read the one copy (no structured clone).
 */
import type { ModelCells } from './cluster-bootstrap.ts';

/** Subset sums per model, after the R · M rule slots: slot = R · M + subset · M + model. */
export const SUBSETS = ['against', 'separating', 'common', 'common_against'] as const;

export interface Table2Layout {
  tasks: number;
  models: number;
  rules: number;
  /** Packed value = qualifying · scale + passes; a power of two. */
  scale: number;
  /** Entries of task t: taskStart[t] .. taskStart[t + 1] − 1. */
  taskStart: Int32Array;
  /** Accumulator slot of each entry: rule · models + model, or a subset slot (SUBSETS). */
  slot: Int32Array;
  /** Packed (qualifying, passes) of each entry. */
  packed: Float64Array;
}

/** Number of accumulator slots of a layout. */
export const slotCount = (layout: Pick<Table2Layout, 'models' | 'rules'>): number => (layout.rules + SUBSETS.length) * layout.models;

function assertCount(cells: ModelCells, c: number, field: string, value: number, atMost: number): void {
  if (!Number.isInteger(value) || value < 0 || value > atMost) {
    throw new Error(`cluster-bootstrap: cell ${c} (task ${cells.tasks[cells.task[c]!]}, model ${cells.models[cells.model[c]!]}, rule ${cells.rules[cells.rule[c]!]}): ${field} = ${value}, expected an integer in [0, ${atMost}]`);
  }
}

export function table2Layout(cells: ModelCells): Table2Layout {
  const T = cells.tasks.length;
  const M = cells.models.length;
  const R = cells.rules.length;
  const n = cells.task.length;
  const taskStart = new Int32Array(new SharedArrayBuffer((T + 1) * 4));
  // At most one entry per cell plus the subset sums of every (task, model).
  const capacity = n + SUBSETS.length * M * T;
  const slots = new Int32Array(capacity);
  const qualifyingOf = new Float64Array(capacity);
  const passesOf = new Float64Array(capacity);
  let entries = 0;
  const push = (slot: number, qualifying: number, passes: number) => {
    slots[entries] = slot; qualifyingOf[entries] = qualifying; passesOf[entries] = passes; entries++;
  };
  // Per-(task, model) subset sums of the current task, flushed when the task ends.
  const subsetPasses = new Float64Array(SUBSETS.length * M);
  const subsetQualifying = new Float64Array(SUBSETS.length * M);
  const flush = () => {
    for (let k = 0; k < subsetQualifying.length; k++) {
      if (subsetQualifying[k]! === 0 && subsetPasses[k]! === 0) continue;
      push(R * M + k, subsetQualifying[k]!, subsetPasses[k]!);
    }
    subsetPasses.fill(0);
    subsetQualifying.fill(0);
  };
  let current = 0;
  for (let c = 0; c < n; c++) {
    const t = cells.task[c]!;
    if (t < current) throw new Error('cluster-bootstrap: cells must be sorted by task');
    for (; current < t; current++) { flush(); taskStart[current + 1] = entries; }
    const m = cells.model[c]!;
    const q = cells.qualifying[c]!;
    const p = cells.passes[c]!;
    const cq = cells.commonQualifying[c]!;
    const cp = cells.commonPasses[c]!;
    assertCount(cells, c, 'qualifying', q, Number.MAX_SAFE_INTEGER);
    assertCount(cells, c, 'passes', p, q);
    assertCount(cells, c, 'common qualifying', cq, q);
    assertCount(cells, c, 'common passes', cp, cq);
    push(cells.rule[c]! * M + m, q, p);
    const add = (subset: number, passes: number, qualifying: number) => {
      subsetPasses[subset * M + m] = subsetPasses[subset * M + m]! + passes;
      subsetQualifying[subset * M + m] = subsetQualifying[subset * M + m]! + qualifying;
    };
    if (cells.against[c]) { add(0, p, q); add(3, cp, cq); }
    if (cells.separates[c]) add(1, p, q);
    add(2, cp, cq);
  }
  for (; current < T; current++) { flush(); taskStart[current + 1] = entries; }

  // A resample's multiplicities sum to T, so no slot's qualifying sum exceeds T times its largest
  // entry; passes ≤ qualifying entry by entry. The scale must exceed that bound, and the packed
  // sum must stay an exact integer (below 2^53).
  let largest = 0;
  for (let j = 0; j < entries; j++) largest = Math.max(largest, qualifyingOf[j]!);
  const bound = T * largest;
  let scale = 1;
  while (scale <= bound) scale *= 2;
  if (!Number.isSafeInteger(bound * scale + (scale - 1))) {
    throw new Error(`cluster-bootstrap: ${T} tasks with up to ${largest} qualifying verdicts per entry exceed the exact packed sums (2^53)`);
  }
  const slot = new Int32Array(new SharedArrayBuffer(entries * 4));
  slot.set(slots.subarray(0, entries));
  const packed = new Float64Array(new SharedArrayBuffer(entries * 8));
  for (let j = 0; j < entries; j++) packed[j] = qualifyingOf[j]! * scale + passesOf[j]!;
  return { tasks: T, models: M, rules: R, scale, taskStart, slot, packed };
}
