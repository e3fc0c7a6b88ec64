/**
 * The model page's task × round grid laid out for display: one row per task, one column per
 * round, and each row's spread across rounds. A presentation of the build's cells
 * (model_task_round_grid.sql): nothing is recomputed except the spread, which is the plain
 * difference of two values shown in the same row.
 */
import type { ModelEntity } from '../artifacts/entities.ts';

type Cell = ModelEntity['grid'][number];

interface GridRow {
  task_id: string;
  /** The row's cell in each round of `rounds` (null: no such cell in the build's grid). */
  cells: (Cell | null)[];
  /** Spread across rounds, see roundSpread. */
  spread: number | null;
}

/**
 * Spread of a task's Acc across rounds (percentage points): the largest minus the smallest of
 * the rounds' Acc, or null unless every round has an Acc (a round with no qualifying verdict,
 * or no cell, leaves the spread undefined rather than computed over fewer rounds).
 * Example: Acc 50, 75, 60 over three rounds → 75 − 50 = 25.
 */
export function roundSpread(accs: readonly (number | null)[]): number | null {
  if (accs.length === 0 || accs.some((a) => a === null)) return null;
  const values = accs as number[];
  return Math.max(...values) - Math.min(...values);
}

/** Rounds ascending and tasks in id order (code-point order, as the build sorts them), with spreads. */
export function taskRoundGrid(grid: readonly Cell[]): { rounds: number[]; rows: GridRow[] } {
  const rounds = [...new Set(grid.map((c) => c.round))].sort((a, b) => a - b);
  const tasks = [...new Set(grid.map((c) => c.task_id))].sort();
  const byKey = new Map(grid.map((c) => [`${c.task_id}|${c.round}`, c]));
  const rows = tasks.map((task_id) => {
    const cells = rounds.map((r) => byKey.get(`${task_id}|${r}`) ?? null);
    return { task_id, cells, spread: roundSpread(cells.map((c) => c?.acc ?? null)) };
  });
  return { rounds, rows };
}
