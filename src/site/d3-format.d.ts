// d3-format (installed with d3) ships no type declarations; the one function the site uses.
declare module 'd3-format' {
  export function format(specifier: string): (value: number) => string;
}
