/**
 * Break opportunities in long names (src/site/breakable.ts): hand-made cases.
 */
import { describe, expect, it } from 'vitest';
import { breakablePieces } from '../../src/site/breakable.ts';

describe('breakablePieces', () => {
  it('leaves words of up to 20 characters whole (hand: "Claude-Sonnet-4.6", "Professional writing")', () => {
    expect(breakablePieces('Claude-Sonnet-4.6')).toEqual(['Claude-Sonnet-4.6']);
    expect(breakablePieces('Professional writing')).toEqual(['Professional writing']);
    expect(breakablePieces('')).toEqual(['']);
  });
  it('cuts a longer token every 10 characters, keeping the text (hand: 25 A → 10 + 10 + 5)', () => {
    const a25 = 'A'.repeat(25);
    expect(breakablePieces(`x ${a25} y`)).toEqual([`x ${'A'.repeat(10)}`, 'A'.repeat(10), `${'A'.repeat(5)} y`]);
    expect(breakablePieces(`x ${a25} y`).join('')).toBe(`x ${a25} y`);
  });
  it('counts code points: a surrogate pair is never cut (hand: 21 × U+1D400 → 10 + 10 + 1)', () => {
    const bold = '\u{1D400}'.repeat(21);
    const pieces = breakablePieces(bold);
    expect(pieces.map((p) => Array.from(p).length)).toEqual([10, 10, 1]);
    expect(pieces.join('')).toBe(bold);
  });
});
