// d3-array (installed with d3) ships no type declarations; the functions the statistics use.
declare module 'd3-array' {
  export function quantile(values: Iterable<number>, p: number): number | undefined;
  export function quantileSorted(values: ArrayLike<number>, p: number): number | undefined;
  /** Rearranges array[left … right] in place so that array[k] is its k-th smallest value, smaller ones before it, larger after. */
  export function quickselect<T extends ArrayLike<number>>(array: T, k: number, left?: number, right?: number): T;
}
