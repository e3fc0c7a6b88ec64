/**
 * Determinism and atomicity: two builds of the same release are byte-identical (Parquet and
 * Arrow included), and a failed build leaves the previous build untouched.
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProblemsError } from '../../src/release/problems.ts';
import { MINI_RELEASE, buildInto, hashTree, tempDir } from './helpers.ts';

describe('data build determinism and atomic replacement', () => {
  it('gives byte-identical artifacts for two builds of the mini release', async () => {
    const a = join(tempDir('det-a'), 'build');
    const b = join(tempDir('det-b'), 'build');
    await buildInto(MINI_RELEASE, a);
    await buildInto(MINI_RELEASE, b);
    const ha = hashTree(a);
    expect(Object.keys(ha).some((p) => p.endsWith('.parquet'))).toBe(true);
    expect(Object.keys(ha)).toContain('qualifying_verdicts.arrow');
    expect(hashTree(b)).toEqual(ha);
  });

  it('fails with a located error on a damaged release and leaves the previous build byte for byte', async () => {
    const out = join(tempDir('atomic'), 'build');
    await buildInto(MINI_RELEASE, out);
    const before = hashTree(out);

    // Damage a copy: line 2 of runs.jsonl gets an impossible round (the manifest hash is fixed up,
    // so the validator reaches the record check and reports file, line and field).
    const damaged = tempDir('damaged');
    cpSync(MINI_RELEASE, damaged, { recursive: true });
    const runsPath = join(damaged, 'runs.jsonl');
    const lines = readFileSync(runsPath, 'utf8').split('\n');
    const record = JSON.parse(lines[1]!) as { round: number };
    record.round = 99;
    lines[1] = JSON.stringify(record);
    writeFileSync(runsPath, lines.join('\n'));
    const manifest = JSON.parse(readFileSync(join(damaged, 'manifest.json'), 'utf8'));
    manifest.files.runs.sha256 = (await import('node:crypto')).createHash('sha256').update(readFileSync(runsPath)).digest('hex');
    writeFileSync(join(damaged, 'manifest.json'), JSON.stringify(manifest));

    const failure = await buildInto(damaged, out).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemsError);
    expect((failure as ProblemsError).problems.join('\n')).toMatch(/runs\.jsonl:2: round/);
    expect(hashTree(out)).toEqual(before);
    // no temporary folder left behind
    expect(readdirSync(dirname(out)).filter((n) => n.includes('.tmp-') || n.includes('.old-'))).toEqual([]);
    expect(existsSync(out)).toBe(true);
  });

  // A manifest that is not JSON must give the validator's located error, with no folder left.
  it('reports the validator\'s problem when manifest.json is not JSON, leaving no temporary folder', async () => {
    const out = join(tempDir('bad-manifest'), 'build');
    const damaged = tempDir('bad-manifest-release');
    cpSync(MINI_RELEASE, damaged, { recursive: true });
    writeFileSync(join(damaged, 'manifest.json'), '{ not json');
    const failure = await buildInto(damaged, out).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemsError);
    expect((failure as ProblemsError).problems.join('\n')).toMatch(/manifest\.json/);
    expect(readdirSync(dirname(out)).filter((n) => n.includes('.tmp-') || n.includes('.old-'))).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });
});
