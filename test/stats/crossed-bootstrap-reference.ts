/**
 * The crossed bootstrap written the slow, obvious way, to test src/stats/crossedBootstrap.ts
 * against: at every resample it re-expands the raw rows of every drawn (build, item) combination
 * into a fresh list, counts wins from that list and calls the public bradleyTerry(). It draws
 * from the same two seeded streams in the same order, so the same seed gives identical θ.
 */
import { bradleyTerry } from '../../src/stats/bradleyTerry.ts';
import type { CrossedBootstrapResult, CrossedBootstrapRow } from '../../src/stats/crossedBootstrap.ts';
import { seededRandom } from '../../src/stats/random.ts';

export function naiveCrossedBootstrapBradleyTerry(input: { surfaces: number; builds: number; items: number; resamples: number; seed: number; rows: readonly CrossedBootstrapRow[] }): CrossedBootstrapResult {
  const { surfaces, builds, items, resamples } = input;
  const rowsByBuildItem: CrossedBootstrapRow[][] = Array.from({ length: builds * items }, () => []);
  for (const row of input.rows) rowsByBuildItem[row.build * items + row.item]!.push(row);
  const randomBuilds = seededRandom(input.seed, 'crossed-bootstrap/builds');
  const randomItems = seededRandom(input.seed, 'crossed-bootstrap/items');
  const theta = new Float64Array(resamples * surfaces);
  const degenerate = new Uint8Array(resamples);
  for (let r = 0; r < resamples; r++) {
    const drawnBuilds = Array.from({ length: builds }, () => randomBuilds.int(builds));
    const drawnItems = Array.from({ length: items }, () => randomItems.int(items));
    const wins = Array.from({ length: surfaces }, () => new Array<number>(surfaces).fill(0));
    for (const b of drawnBuilds) for (const i of drawnItems) for (const row of rowsByBuildItem[b * items + i]!) wins[row.winner]![row.loser]!++;
    const fit = bradleyTerry(wins);
    if (fit.status === 'ok') theta.set(fit.theta, r * surfaces);
    else degenerate[r] = 1;
  }
  return { theta, degenerate, degenerateCount: degenerate.reduce((a, b) => a + b, 0) };
}
