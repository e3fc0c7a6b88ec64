/** Minimal typing of the parts of the `jstat` package (CommonJS, untyped) that we use. */
declare module 'jstat' {
  const jStat: {
    centralF: {
      /** Quantile function of the F distribution with (df1, df2) degrees of freedom (fractional allowed). */
      inv(p: number, df1: number, df2: number): number;
    };
  };
  export default jStat;
}
