/**
 * The simulated release's manifest (seed 8, test/sim/release/global-setup.ts) labels what it
 * invents (HARNESS-IF.md, "Not published") and the simulator's own cascade de-duplication follows
 * docs/metrics.md on a hand-made run.
 */
import { describe, expect, inject, it } from 'vitest';
import { effectiveVerdicts, readManifest } from '../../../sim/check/readRelease.ts';
import { SIMULATED_SEED } from './global-setup.ts';

describe('manifest of the simulated release', () => {
  const manifest = readManifest(inject('simulatedRelease'));
  it('is a simulated harness-if-release 1.0.0 with seed and scale', () => {
    expect(manifest.format).toBe('harness-if-release');
    expect(manifest.format_version).toBe('1.0.0');
    expect(manifest.provenance).toBe('simulated');
    expect(manifest.simulation?.scale).toBe(1);
    expect(manifest.simulation?.seed).toBe(SIMULATED_SEED);
  });
  it('lists every item of the paper specification\'s "Not published" section as invented', () => {
    const what = manifest.simulation!.invented.map((x) => x.what.toLowerCase()).join(' | ');
    for (const item of ['frozen files', 'four middle models', 'td and pf', 'clusters', 'scenario names', 'non-coding domains', 'e0 conflict pairs', 'model identifiers', 'rule texts', 'task texts']) {
      expect(what, item).toContain(item);
    }
  });
});

describe('cascade de-duplication (docs/metrics.md, Appendix B)', () => {
  const row = (rule: string, verdict: string, group: string | null, rank: number | null, round = 1) =>
    ({ model_id: 'm', task_id: 'T001', round, rule_id: rule, verdict, cascade_group: group, cascade_rank: rank });
  it('keeps the lowest-ranked failure of a group and turns the other failures into n/a (hand: 3 fails → 1 fail, 2 na)', () => {
    const rows = [row('R1', 'fail', 'g', 2), row('R2', 'fail', 'g', 1), row('R3', 'pass', 'g', 3), row('R4', 'fail', 'g', 4), row('R5', 'fail', null, null)];
    expect(effectiveVerdicts(rows)).toEqual(['na', 'fail', 'pass', 'na', 'fail']);
  });
  it('treats the same group name in another run as another cascade (hand: one fail kept per run)', () => {
    const rows = [row('R1', 'fail', 'g', 1, 1), row('R1', 'fail', 'g', 1, 2)];
    expect(effectiveVerdicts(rows)).toEqual(['fail', 'fail']);
  });
});
