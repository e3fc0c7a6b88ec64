/**
 * `npm run reproduce -- all --check` on a data build of the shipped simulated release, with the
 * default settings (10,000 resamples): every figure of the registry is answered by the artifacts
 * and shown with published value, ours, tolerance and reason; the figures outside tolerance are
 * exactly the simulator's documented calibration gap (sim/CALIBRATION.md), and the
 * exit code and the summary agree with the lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../src/pipeline/run.ts';
import { runReproduce } from '../src/reproduce/cli.ts';
import { FIGURES } from '../src/reproduce/figures.ts';
import { SHIPPED_RELEASE, shippedSimulation } from './shipped-release.ts';

/**
 * The one figure no split of the release's counts can hold (sim/CALIBRATION.md, proof F): the
 * commanding class's accuracy misses 76.0 ± 0.05 by as little as its counts allow.
 */
const CALIBRATION_GAP = ['failures.modality_class.commanding'];

const work = mkdtempSync(join(tmpdir(), 'check-reproduce-'));
const build = join(work, 'build');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function reproduce(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runReproduce(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  shippedSimulation();
  await runBuild({ releaseDir: SHIPPED_RELEASE, outDir: build, log: () => {} });
}, 1_200_000);

describe('reproduce --check on the shipped simulated release', () => {
  it('answers every figure, each line with published, ours, tolerance and reason; only the calibration gap fails', async () => {
    const { code, stdout, stderr } = await reproduce(['all', '--check', '--build', build, '--format', 'json']);
    const [lines] = JSON.parse(stdout) as { rows: Record<string, unknown>[] }[];
    expect(lines!.rows).toHaveLength(FIGURES.length);
    for (const row of lines!.rows) {
      expect(row.ours, String(row.id)).not.toBeNull();
      expect(row.tolerance, String(row.id)).not.toBeNull();
      expect(String(row.reason).length, String(row.id)).toBeGreaterThan(4);
    }
    const failing = lines!.rows.filter((r) => r.status === 'FAIL').map((r) => r.id);
    expect(failing).toEqual(CALIBRATION_GAP);
    expect(stderr).toContain(`${FIGURES.length} figures, ${FIGURES.length - failing.length} OK, ${failing.length} FAIL (0 missing)`);
    expect(code).toBe(failing.length > 0 ? 1 : 0);
    const sd = lines!.rows.find((r) => r.id === 'table2.acc_sd')!;
    expect(sd).toMatchObject({ precision: 'rounding', tolerance: expect.closeTo(0.05, 12), reason: expect.stringContaining('1 decimal') });
    const bound = lines!.rows.find((r) => r.id === 'common_support.delta_ci95_lower_bound_range')!;
    expect(bound.reason).toMatch(/bootstrap bound, 10000 resamples: SE [0-9.]+, [0-9.]+ .*3·√2·SE/);
  });

  it('prints the same verdict as text, one line per figure', async () => {
    const { stdout } = await reproduce(['all', '--check', '--build', build]);
    const failing = stdout.split('\n').filter((l) => /\bFAIL$/.test(l)).length;
    const ok = stdout.split('\n').filter((l) => /\bOK$/.test(l)).length;
    expect(failing + ok).toBe(FIGURES.length);
    expect(failing).toBe(CALIBRATION_GAP.length);
  });
});
