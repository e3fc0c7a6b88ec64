/**
 * npm run simulate -- --seed N --out data/release [--scale K]
 * Writes a simulated release (see sim/simulate.ts). Progress on stderr; prints the manifest path.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { simulateRelease } from '../sim/simulate.ts';

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, out: { type: 'string', default: 'data/release' }, scale: { type: 'string', default: '1' }, 'panel-only': { type: 'boolean', default: false } },
  strict: true,
});
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed)) throw new Error(`simulate: --seed must be an integer, got "${values.seed}"`);
if (!Number.isInteger(scale) || scale < 1) throw new Error(`simulate: --scale must be a positive integer, got "${values.scale}"`);
await simulateRelease({ seed, outDir: values.out, scale, panelOnly: values['panel-only'] });
process.stdout.write(`${join(values.out, 'manifest.json')}\n`);
