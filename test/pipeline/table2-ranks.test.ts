import { describe, expect, it } from 'vitest';
import { ranksWhereDefined } from '../../src/pipeline/table2-tables.ts';

describe('ranksWhereDefined (Table 2 AP-Acc rank)', () => {
  it('ranks the defined values among themselves (1 = highest, ties averaged) and gives an undefined one null', () => {
    // Hand: defined 60, 70, 70 → 60 is 3rd, the two 70s share 1st and 2nd → 1.5 each; the null is not counted.
    expect(ranksWhereDefined([60, 70, null, 70])).toEqual([3, 1.5, null, 1.5]);
    expect(ranksWhereDefined([null])).toEqual([null]);
  });
});
