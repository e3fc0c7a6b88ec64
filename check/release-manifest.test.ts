/**
 * The shipped simulated release's manifest (data/release, `npm run check`) labels what it invents
 * (HARNESS-IF.md, "Not published").
 */
import { describe, expect, it } from 'vitest';
import { shippedSimulation } from './shipped-release.ts';

describe('manifest of the simulated release', () => {
  const { manifest } = shippedSimulation();
  it('is a simulated harness-if-release 1.0.0 with seed and scale', () => {
    expect(manifest.format).toBe('harness-if-release');
    expect(manifest.format_version).toBe('1.0.0');
    expect(manifest.provenance).toBe('simulated');
    expect(manifest.simulation?.scale).toBe(1);
    expect(Number.isInteger(manifest.simulation?.seed)).toBe(true);
  });
  it('lists every item of the paper specification\'s "Not published" section as invented', () => {
    const what = manifest.simulation!.invented.map((x) => x.what.toLowerCase()).join(' | ');
    for (const item of ['frozen files', 'four middle models', 'td and pf', 'clusters', 'scenario names', 'non-coding domains', 'e0 conflict pairs', 'model identifiers', 'rule texts', 'task texts']) {
      expect(what, item).toContain(item);
    }
  });
});
