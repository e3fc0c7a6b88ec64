/**
 * npm run simulate -- --seed N --out data/release [--scale K]
 * Writes a simulated release (see sim/simulate.ts). Progress on stderr; prints the manifest path.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { simulateRelease } from '../sim/simulate.ts';

const USAGE = 'usage: npm run simulate -- [--seed 1] [--out data/release] [--scale 1] [--panel-only]\n';
const fail = (message: string): never => {
  process.stderr.write(`simulate: ${message}\n${USAGE}`);
  process.exit(2);
};
const { values } = (() => {
  try {
    return parseArgs({
      options: { seed: { type: 'string', default: '1' }, out: { type: 'string', default: 'data/release' }, scale: { type: 'string', default: '1' }, 'panel-only': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed)) fail(`--seed must be an integer, got "${values.seed}"`);
if (!Number.isInteger(scale) || scale < 1) fail(`--scale must be a positive integer, got "${values.scale}"`);
await simulateRelease({ seed, outDir: values.out, scale, panelOnly: values['panel-only'] });
process.stdout.write(`${join(values.out, 'manifest.json')}\n`);
