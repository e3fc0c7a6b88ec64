/**
 * The re-rank pages' count formatting (src/site/rerank/load-verdicts.ts formatCount): whole
 * numbers' digits grouped without Intl, as toLocaleString('en') prints them.
 */
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/site/rerank/load-verdicts.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('formatCount', () => {
  it('hand examples: whole counts grouped by thousands, weighted sums to one decimal', () => {
    expect([0, 7, 999, 1000, 37616, 1234567, 40104].map(formatCount)).toEqual(['0', '7', '999', '1,000', '37,616', '1,234,567', '40,104']);
    // Weighted sums (through Intl): 2.25 → 2.3, 2.96 → "3", 1234.56 → "1,234.6".
    expect([2.25, 2.96, 1234.56].map(formatCount)).toEqual(['2.3', '3', '1,234.6']);
    expect([-1234, -1000000].map(formatCount)).toEqual(['-1,234', '-1,000,000']);
  });

  it('prints what toLocaleString("en", { maximumFractionDigits: 1 }) prints', () => {
    const random = seededRandom(3, 'test/site/rerank-format');
    const values = [0, 1, 10, 100, 1e6, 999999, 1000001, 123456789, 0.05, 0.15, 0.25, 0.35, 1.45, 99.95, 1e15 + 0.5];
    for (let i = 0; i < 2000; i++) {
      const whole = random.int(10 ** (1 + random.int(9)));
      values.push(whole, -whole, whole + random.int(20) / 20, whole / 3);
    }
    for (const x of values) expect(formatCount(x)).toBe(x.toLocaleString('en', { maximumFractionDigits: 1 }));
  });
});
