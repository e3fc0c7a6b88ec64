// d3-array (installed with d3) ships no type declarations; the one function the statistics use.
declare module 'd3-array' {
  export function quantile(values: Iterable<number> | ArrayLike<number>, p: number): number | undefined;
}
