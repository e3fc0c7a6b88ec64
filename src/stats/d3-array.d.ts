// d3-array (installed with d3) ships no type declarations; the functions the statistics use.
declare module 'd3-array' {
  export function quantile(values: Iterable<number>, p: number): number | undefined;
  export function quantileSorted(values: ArrayLike<number>, p: number): number | undefined;
}
