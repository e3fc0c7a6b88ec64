/**
 * What the build writes holds for the loaded release's shape (issue 44), on the mini release
 * edited two ways: the probe records of probe-1, probe-2 and probe-3 removed, and T001's rule
 * R0004 placed on SP instead of TD (R0004 admits both), so no panel task places a rule on TD.
 *
 * Consensus thresholds (docs/metrics.md "Consensus thresholds"): 6 probe builds, so the paper's
 * 4/9, 5/9 and 7/9 become 3/6, 4/6 and 5/6 (hand: ⌈k·6/9⌉).
 * Probe records left (probe-4 … probe-9, read from test/fixtures/mini-release/probe.jsonl):
 *   R0001 against ×4, neutral, align → against at 3/6 and 4/6, none at 5/6;
 *   R0003 align ×4, against, neutral → align at 3/6 and 4/6, none at 5/6;
 *   R0006 against ×4, align, neutral → against at 3/6 and 4/6, none at 5/6;
 *   every other rule has a three-way tie (2, 2, 2) → none.
 * R0001, R0003 and R0006 are zero_injection_consensus rules whose prior label is that 4/6 label, so the
 * release is valid; at the paper's unscaled 5 builds they would have no consensus and fail validation.
 *
 * Table 4 names the surface it has no row for (TD: no placement) in a note, not a silent drop.
 * The judge-swap audit rows are removed too: the reliability headline says κ has no rows.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_RELEASE, buildInto, tempDir } from './helpers.ts';
import { mapRecords, writeEditedRelease } from '../release/edited-release.ts';
import { reliabilityHeadline } from '../../src/site/views/reliability.ts';
import type { TableArtifact } from '../../src/artifacts/table.ts';

const root = tempDir('release-shape');
const release = join(root, 'release');
const out = join(root, 'build');
const json = (rel: string) => JSON.parse(readFileSync(join(out, rel), 'utf8'));

beforeAll(async () => {
  writeEditedRelease(MINI_RELEASE, release, {
    probe: (lines) => lines.filter((l) => !/"probe_model_id":"probe-[123]"/.test(l)),
    judge_audit: (lines) => lines.filter((l) => !l.includes('"kind":"judge_swap"')),
    tasks: mapRecords((task) => (task.task_id !== 'T001' ? task : {
      ...task, injected: (task.injected as { rule_id: string; surface: string }[]).map((p) => (p.rule_id === 'R0004' ? { ...p, surface: 'SP' } : p)),
    })),
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

describe('a release that places no rule on TD', () => {
  it('Table 4 has no TD row and says so in a note', () => {
    const table = json('tables/table4_surfaces.json') as { rows: Record<string, unknown>[]; notes: string[] };
    expect(table.rows.map((r) => r.surface)).toEqual(['PF', 'SD', 'SP', 'UI']);
    expect(table.notes).toEqual(['No row for Tool description: no rule is placed there in a panel task.']);
  });
});

describe('E0 single-build fits', () => {
  it('the table note and the summary the surfaces page reads count over the same builds', () => {
    const note = (json('tables/e0_single_build.json') as { notes: string[] }).notes[0]!;
    const [summary] = (json('tables/e0_bootstrap_summary.json') as { rows: Record<string, number>[] }).rows;
    expect(note).toContain(`Single-build fits reproducing the full order: ${summary!.single_build_reproducing} of ${summary!.builds} (the builds with a decisive run).`);
  });
});

describe('a release without judge-swap audit rows', () => {
  it('the reliability headline says κ of the judge swap has no rows, never "0 rows; null vs null"', () => {
    const agreement = json('tables/judge_agreement.json') as TableArtifact;
    const swap = reliabilityHeadline(null, agreement).find((h) => h.id === 'kappa_judge_swap');
    expect(swap).toEqual({ id: 'kappa_judge_swap', label: "Cohen's κ, judge swap", value: '—', detail: 'no rows of this kind in the release, so κ is not computed' });
    // The mini release keeps 2 human-audit rows (test/fixtures/mini-release/judge_audit.jsonl): that κ is computed.
    expect(reliabilityHeadline(null, agreement).find((h) => h.id === 'kappa_human_audit')?.detail).toMatch(/ on 2 rows; judge-a vs human$/);
  });
});

describe('common support', () => {
  it('counts the keys over this release\'s panel, saying its size (mini release: 3 panel models)', () => {
    expect((json('tables/common_support.json') as { description: string }).description).toMatch(/^Keys \(task, round, rule\) where all 3 panel models have a qualifying verdict: \d+ of \d+\./);
  });
});
