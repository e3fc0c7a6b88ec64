/**
 * The accuracy bootstrap: per-model accuracies (Acc, AP-Acc, Δ, F-Acc, DW-Acc) over sufficient
 * statistics of a selection of verdicts (cells.ts, selection.ts), their task-clustered bootstrap
 * (resample-weights.ts, bootstrap.ts), intervals, ranks and tiers (intervals.ts, leaderboard.ts) —
 * one implementation shared by the data build's Table 2 and judge sensitivity, the browser's
 * re-ranking and comparison, and `score`.
 */
export * from './bootstrap.ts';
export * from './cells.ts';
export * from './intervals.ts';
export * from './leaderboard.ts';
export * from './resample-weights.ts';
export * from './selection.ts';
export * from './arrow-table.ts';
export * from './compare.ts';
