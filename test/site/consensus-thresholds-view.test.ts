// The consensus thresholds as the pages say them (src/site/views/consensus-thresholds.ts), on
// thresholds worked by hand from the rule of docs/metrics.md "Consensus thresholds":
// t = max(1, ⌈k·n/9⌉) for the paper's k = 4, 5, 7. n = 9: 4, 5, 7. n = 6: ⌈2.67⌉ = 3, ⌈3.33⌉ = 4, ⌈4.67⌉ = 5.
import { describe, expect, it } from 'vitest';
import { consensusThresholdsSentence, thresholdLabel } from '../../src/site/views/consensus-thresholds.ts';
import { consensusThresholds } from '../../src/release/consensus.ts';

const of = (n: number, builds: [number, number, number]) => (['t4', 't5', 't7'] as const).map((key, i) => ({ key, paper_builds: [4, 5, 7][i]!, builds: builds[i]!, probe_builds: n }));

describe('consensusThresholds (src/release/consensus.ts)', () => {
  it('gives the paper\'s 4, 5, 7 for 9 probe builds and scales them for others (hand: ⌈k·n/9⌉, at least 1)', () => {
    expect(consensusThresholds(9)).toEqual(of(9, [4, 5, 7]));
    expect(consensusThresholds(6)).toEqual(of(6, [3, 4, 5]));
    expect(consensusThresholds(12)).toEqual(of(12, [6, 7, 10])); // 5.33, 6.67, 9.33
    expect(consensusThresholds(1)).toEqual(of(1, [1, 1, 1]));
    expect(consensusThresholds(0)).toEqual(of(0, [1, 1, 1]));
  });
});

describe('the pages\' words for the thresholds', () => {
  it('states the paper\'s own thresholds for a cohort of 9', () => {
    expect(consensusThresholdsSentence(of(9, [4, 5, 7]))).toBe(
      "Consensus thresholds count the probe builds that agree on a rule's prior, out of the 9 probe builds of this release: 4/9, 5/9, 7/9, the paper's own. A rule is recoverable when 5 of 9 agree.");
    expect(of(9, [4, 5, 7]).map(thresholdLabel)).toEqual(['4/9', '5/9', '7/9']);
  });
  it('states this release\'s thresholds and denominators for 6 probe builds, never 4/9, 5/9, 7/9 as this release\'s (issue 44)', () => {
    expect(consensusThresholdsSentence(of(6, [3, 4, 5]))).toBe(
      "Consensus thresholds count the probe builds that agree on a rule's prior, out of the 6 probe builds of this release: 3/6, 4/6, 5/6: the paper's 4, 5 and 7 of 9, scaled to 6 (the smallest count whose share of 6 is at least the paper's share of 9). A rule is recoverable when 4 of 6 agree.");
    expect(of(6, [3, 4, 5]).map(thresholdLabel)).toEqual(["3/6 (the paper's 4 of 9)", "4/6 (the paper's 5 of 9)", "5/6 (the paper's 7 of 9)"]);
  });
  it('says there is no consensus without probe builds', () => {
    expect(consensusThresholdsSentence(of(0, [1, 1, 1]))).toBe('This release has no probe builds, so no rule has a consensus label and no threshold applies.');
  });
});
