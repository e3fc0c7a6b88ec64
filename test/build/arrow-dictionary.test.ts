/**
 * toDictionaryCodes (src/lib/build/compute/arrow.ts): ENUM codes of the qualifying Arrow's columns
 * become positions in the dictionary of the values present, in the type's (sorted) order, NULL last.
 */
import { describe, expect, it } from 'vitest';
import { toDictionaryCodes } from '../../src/lib/build/compute/arrow.ts';

describe('toDictionaryCodes', () => {
  it('keeps only the values present, in type order, with NULL (-1) last as "null" (hand-worked)', () => {
    const codes = Int16Array.from([2, -1, 0, 2, 0]);
    expect(toDictionaryCodes(codes, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'null']);
    expect([...codes]).toEqual([1, 2, 0, 1, 0]);
  });

  it('gives an empty dictionary for no rows, and the whole type when every value occurs', () => {
    expect(toDictionaryCodes(new Int16Array(0), ['a', 'b'])).toEqual([]);
    const codes = Int16Array.from([1, 0]);
    expect(toDictionaryCodes(codes, ['a', 'b'])).toEqual(['a', 'b']);
    expect([...codes]).toEqual([1, 0]);
  });
});
