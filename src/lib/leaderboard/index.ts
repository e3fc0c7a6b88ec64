/** The shared leaderboard implementation (build and browser): see leaderboard.ts. */
export * from './cells.ts';
export * from './intervals.ts';
export * from './leaderboard.ts';
export * from './packed-sums.ts';
export * from './resample-slice.ts';
export * from './resample-weights.ts';
export * from './selection.ts';
export * from './tails.ts';
export * from './arrow-table.ts';
export * from './compare.ts';
