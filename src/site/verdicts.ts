/** Symbols and words for verdicts: the symbol is decoration, the word is what is announced. */
export const VERDICT_TEXT = {
  pass: { symbol: '✓', label: 'pass' },
  fail: { symbol: '✗', label: 'fail' },
  na: { symbol: '–', label: 'n/a (no opportunity)' },
  partial: { symbol: '◐', label: 'partial' },
} as const;

/** Heat class (0–3) of an accuracy for the grids, null when undefined. Bands: <50, <75, <90, ≥90. */
export function heatClass(acc: number | null): string {
  if (acc === null) return '';
  return acc < 50 ? 'heat-0' : acc < 75 ? 'heat-1' : acc < 90 ? 'heat-2' : 'heat-3';
}
