import { describe, expect, it } from 'vitest';
import { consensusLabel } from '../../src/release/consensus.ts';
import { majorityOf } from '../../src/release/checks.ts';
import { DuplicateKeyLog, MAX_KEY } from '../../src/release/key-log.ts';

describe('DuplicateKeyLog', () => {
  it('reports each repeat with the line of the first occurrence', () => {
    const log = new DuplicateKeyLog();
    [[5, 1], [7, 2], [5, 3], [MAX_KEY, 4], [5, 5], [MAX_KEY, 6]].forEach(([k, l]) => log.add(k!, l!));
    // hand: key 5 on lines 1, 3, 5 → (3 first 1), (5 first 1); MAX_KEY on 4, 6 → (6 first 4)
    expect(log.duplicates()).toEqual([{ key: 5, firstLine: 1, line: 3 }, { key: 5, firstLine: 1, line: 5 }, { key: MAX_KEY, firstLine: 4, line: 6 }]);
  });

  it('grows past its initial capacity and rejects keys that are not integers', () => {
    const log = new DuplicateKeyLog();
    for (let i = 1; i <= 5000; i++) log.add(i % 4000, i);
    expect(log.duplicates()).toHaveLength(1000); // hand: keys 0..999 occur twice (i and i + 4000)
    expect(() => log.add(1.5, 1)).toThrow(RangeError);
    expect(() => log.add(-1, 1)).toThrow(RangeError);
  });

  it('packs keys and lines exactly across the 32-bit halves of a word', () => {
    const log = new DuplicateKeyLog();
    const lastLine = 2 ** 27 - 1; // the largest packed line
    // hand: keys whose low 5 bits share the low half with the line, and keys needing every high bit
    const keys = [31, 32, 33, 2 ** 32 + 31, MAX_KEY - 1, MAX_KEY];
    keys.forEach((k, i) => log.add(k, i + 1));
    keys.forEach((k) => log.add(k, lastLine));
    expect(log.duplicates()).toEqual(keys.map((k, i) => ({ key: k, firstLine: i + 1, line: lastLine })));
  });

  it('keeps keys too large to pack in an exact overflow map', () => {
    const log = new DuplicateKeyLog();
    log.add(MAX_KEY + 10, 2);
    log.add(7, 3);
    log.add(MAX_KEY + 10, 9);
    log.add(7, 4);
    expect(log.duplicates()).toEqual([{ key: 7, firstLine: 3, line: 4 }, { key: MAX_KEY + 10, firstLine: 2, line: 9 }]);
  });
});

describe('majorityOf', () => {
  it('is the label with at least 2 of 3 votes, null for a three-way split', () => {
    expect(majorityOf(['pass', 'fail', 'pass'])).toBe('pass');
    expect(majorityOf(['na', 'fail', 'fail'])).toBe('fail');
    expect(majorityOf(['pass', 'fail', 'na'])).toBeNull();
  });
});

describe('consensusLabel (docs/metrics.md, threshold t/9)', () => {
  it('needs at least t votes and a strict plurality', () => {
    expect(consensusLabel({ align: 5, against: 3, neutral: 1 }, 5)).toBe('align');
    expect(consensusLabel({ align: 4, against: 4, neutral: 1 }, 4)).toBeNull(); // tie: no consensus
    expect(consensusLabel({ align: 4, against: 3, neutral: 2 }, 5)).toBeNull(); // below threshold
    expect(consensusLabel({ align: 4, against: 3, neutral: 2 }, 4)).toBe('align');
    expect(consensusLabel({ align: 1, against: 1, neutral: 7 }, 7)).toBe('neutral');
  });
});
