/**
 * `node sim/check/e0Lattice.ts [RELEASE_DIR]`: the best pooled Bradley–Terry fit any assignment of
 * the release's decisive E0 runs can give (sim/e0/lattice.ts), against the published strengths at
 * their ½-unit tolerance (sim/CALIBRATION.md, proof 5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import published from '../../data/paper/published.json' with { type: 'json' };
import { CONFIGURABLE_SURFACES } from '../../src/release/vocab.ts';
import { bestLatticePoint, shiftedFit } from '../e0/lattice.ts';

const dir = process.argv[2] ?? 'data/release';
const S = CONFIGURABLE_SURFACES.length;
const idx = (s: string) => CONFIGURABLE_SURFACES.indexOf(s as (typeof CONFIGURABLE_SURFACES)[number]);
const target = CONFIGURABLE_SURFACES.map((s) => (published.e0.bt_log_strength as Record<string, number>)[s]!);
const wins = Array.from({ length: S }, () => new Array<number>(S).fill(0));
for (const line of readFileSync(join(dir, 'e0.jsonl'), 'utf8').trim().split('\n')) {
  const r = JSON.parse(line) as { outcome: string; winner: string | null; surface_a: string; surface_b: string };
  if (r.outcome !== 'decisive') continue;
  wins[idx(r.winner!)]![idx(r.winner === r.surface_a ? r.surface_b : r.surface_a)]! += 1;
}
const best = bestLatticePoint(wins, target, 0.005);
const round = (xs: number[]) => xs.map((x) => +x.toFixed(4));
process.stdout.write(`${JSON.stringify({
  surfaces: CONFIGURABLE_SURFACES, target, totals: wins.map((row) => row.reduce((a, b) => a + b, 0)),
  theta: round(shiftedFit(wins, new Array<number>(S).fill(0))!), best: { ...best, theta: round(best.theta), worst: +best.worst.toFixed(4) },
})}\n`);
