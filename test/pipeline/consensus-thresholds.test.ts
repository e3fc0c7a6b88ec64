/**
 * Consensus thresholds come from the loaded probe cohort (issue 44; docs/metrics.md "Consensus
 * thresholds"): the mini release with the probe records of probe-1, probe-2 and probe-3 removed has
 * 6 probe builds, so the paper's 4/9, 5/9 and 7/9 become 3/6, 4/6 and 5/6 (hand: ⌈k·6/9⌉).
 *
 * Probe records left (probe-4 … probe-9, read from test/fixtures/mini-release/probe.jsonl):
 *   R0001 against ×4, neutral, align → against at 3/6 and 4/6, none at 5/6;
 *   R0003 align ×4, against, neutral → align at 3/6 and 4/6, none at 5/6;
 *   R0006 against ×4, align, neutral → against at 3/6 and 4/6, none at 5/6;
 *   every other rule has a three-way tie (2, 2, 2) → none.
 * R0001, R0003 and R0006 are zero_injection_consensus rules whose prior label is that 4/6 label, so the
 * release is valid; at the paper's unscaled 5 builds they would have no consensus and fail validation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { MINI_RELEASE, buildInto, tempDir } from './helpers.ts';
import { writeEditedRelease } from '../release/edited-release.ts';

const root = tempDir('consensus');
const release = join(root, 'release');
const out = join(root, 'build');
const json = (rel: string) => JSON.parse(readFileSync(join(out, rel), 'utf8'));

beforeAll(async () => {
  writeEditedRelease(MINI_RELEASE, release, {
    probe: (lines) => lines.filter((l) => !/"probe_model_id":"probe-[123]"/.test(l)),
  });
  await buildInto(release, out);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a release with 6 probe builds', () => {
  it('writes the thresholds scaled to 6 with their denominator', () => {
    expect(json('entities/rules.json').consensus_thresholds).toEqual([
      { key: 't4', paper_builds: 4, builds: 3, probe_builds: 6 },
      { key: 't5', paper_builds: 5, builds: 4, probe_builds: 6 },
      { key: 't7', paper_builds: 7, builds: 5, probe_builds: 6 },
    ]);
  });

  it('labels each rule at the scaled thresholds', () => {
    expect(json('entities/rules/R0001.json').consensus).toEqual({ t4: 'against', t5: 'against', t7: null });
    expect(json('entities/rules/R0003.json').consensus).toEqual({ t4: 'align', t5: 'align', t7: null });
    expect(json('entities/rules/R0002.json').consensus).toEqual({ t4: null, t5: null, t7: null });
  });

  it('computes threshold sensitivity at 3/6, 4/6 and 5/6, saying that none reaches 5/6', () => {
    const table = json('tables/threshold_sensitivity.json') as { rows: Record<string, unknown>[]; notes: string[] };
    expect(table.rows.map((r) => [r.threshold, r.probe_builds, r.paper_threshold, r.recoverable_rules, r.against_rules])).toEqual([
      [3, 6, 4, 3, 2], [4, 6, 5, 3, 2], [5, 6, 7, 3, 0],
    ]);
    expect(table.rows[2]!.models).toBe(0);
    expect(table.rows[2]!.mean_gap).toBeNull();
    expect(table.notes).toEqual([
      'Threshold 5 of 6 (the paper\'s 7 of 9): no panel model has a qualifying verdict on a rule with an "against" consensus of 5 probe builds, so the gap is undefined.',
    ]);
  });
});
