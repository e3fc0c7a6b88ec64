/** The shared leaderboard implementation (build and browser): see bootstrap.ts and leaderboard.ts. */
export * from './bootstrap.ts';
export * from './cells.ts';
export * from './intervals.ts';
export * from './leaderboard.ts';
export * from './resample-weights.ts';
export * from './selection.ts';
export * from './arrow-table.ts';
export * from './compare.ts';
