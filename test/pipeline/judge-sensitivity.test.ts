/**
 * entities/judge_sensitivity.json from the data build: on the mini release (two human audit rows),
 * and on the tiny release with its human audit rows removed (nothing to re-draw from). Expected
 * values come from the fixture's rows by hand, from the build's rank probabilities (another code
 * path over the same resamples) and from a brute-force search over the model counts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactPaths } from '../../src/artifacts/paths.ts';
import { JudgeSensitivity } from '../../src/artifacts/judge-sensitivity.ts';
import { RankProbabilities } from '../../src/artifacts/rank-probabilities.ts';
import { ModelIndex } from '../../src/artifacts/entities.ts';
import { readJsonArtifact } from '../../src/artifacts/io.ts';
import { writeTinyRelease } from './tiny-release.ts';
import { buildInto, tempDir, TEST_RESAMPLES } from './helpers.ts';

async function read(out: string) {
  return {
    js: await readJsonArtifact(join(out, artifactPaths.judgeSensitivity), JudgeSensitivity),
    rp: await readJsonArtifact(join(out, artifactPaths.rankProbabilities), RankProbabilities),
    models: await readJsonArtifact(join(out, artifactPaths.modelIndex), ModelIndex),
  };
}

describe('judge sensitivity on the mini release', () => {
  const out = inject('miniBuild');
  let a: Awaited<ReturnType<typeof read>>;
  beforeAll(async () => {
    a = await read(out);
  }, 120_000);

  it('estimates P(human | judge) from the two human audit rows (hand: judge pass → human n/a, judge fail → human fail)', () => {
    expect(a.js.audit.status).toBe('ok');
    expect(a.js.audit.rows).toBe(2);
    expect(a.js.audit.conditional).toEqual([
      { judge_label: 'pass', rows: 1, p_pass: 0, p_fail: 0, p_na: 1 },
      { judge_label: 'fail', rows: 1, p_pass: 0, p_fail: 1, p_na: 0 },
      { judge_label: 'na', rows: 0, p_pass: null, p_fail: null, p_na: null },
    ]);
    expect(a.js.notes.join(' ')).toMatch(/no row whose judge label is n\/a/);
    expect(a.js.resamples).toBe(TEST_RESAMPLES);
  });

  it('keeps Table 2\'s order and tiers, and without the re-draw an adjacent order survives as often as P(ahead) of the rank probabilities', () => {
    const order = a.rp.models.map((m) => m.model_id);
    expect(a.js.adjacent.map((p) => p.model_id)).toEqual(order.slice(0, -1));
    expect(a.js.adjacent.map((p) => p.next_model_id)).toEqual(order.slice(1));
    for (const [k, p] of a.js.adjacent.entries()) expect(p.p_task, p.model_id).toBe(a.rp.models[k]!.p_ahead[k + 1]);
    const tiers = new Map(a.models.models.map((m) => [m.model_id, m.tier]));
    for (const t of a.js.tiers) for (const id of t.model_ids) expect(tiers.get(id)).toBe(t.tier);
    expect(a.js.tiers.flatMap((t) => t.model_ids)).toEqual(order);
    for (const p of [...a.js.adjacent, ...a.js.tiers]) expect(p.p_judge).not.toBeNull();
  });

  it('gives the fewest flips a brute-force search over each pair\'s counts gives', () => {
    const byId = new Map(a.models.models.map((m) => [m.model_id, m]));
    for (const p of a.js.adjacent) {
      const A = byId.get(p.model_id)!;
      const B = byId.get(p.next_model_id)!;
      const [nA, nB] = [A.qualifying, B.qualifying];
      const [pA, pB] = [Math.round((A.acc.value! * nA) / 100), Math.round((B.acc.value! * nB) / 100)];
      let best: number | null = null;
      for (let x = 0; x <= p.flippable_model; x++) for (let y = 0; y <= p.flippable_next; y++) {
        if ((pB + y) * nA > (pA - x) * nB && (best === null || x + y < best)) best = x + y;
      }
      expect(p.min_flips, `${p.model_id} vs ${p.next_model_id}`).toBe(best);
    }
  });
});

/** The tiny release with its audit rows rewritten (a row returned as null is removed). */
function writeAuditVariant(release: string, rewrite: (row: Record<string, unknown>) => Record<string, unknown> | null): void {
  writeTinyRelease(release);
  const file = join(release, 'judge_audit.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines.some((r) => r.kind === 'human_audit')).toBe(true);
  const kept = lines.map(rewrite).filter((r) => r !== null);
  const text = kept.map((r) => JSON.stringify(r)).join('\n') + '\n';
  writeFileSync(file, text);
  const manifest = JSON.parse(readFileSync(join(release, 'manifest.json'), 'utf8'));
  manifest.files.judge_audit = { ...manifest.files.judge_audit, sha256: createHash('sha256').update(text).digest('hex'), rows: kept.length };
  writeFileSync(join(release, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

describe('judge sensitivity on a release whose human audit has no judge pass or fail label', () => {
  const release = tempDir('tiny-no-audit-label');
  const out = join(tempDir('judge-sensitivity-no-audit-label'), 'build');
  let a: Awaited<ReturnType<typeof read>>;
  beforeAll(async () => {
    writeAuditVariant(release, (r) => (r.kind === 'human_audit' ? { ...r, label_a: 'na' } : r));
    await buildInto(release, out);
    a = await read(out);
  }, 120_000);

  it('says what is missing, re-draws nothing, and still gives the task-only shares and the flips', () => {
    expect(a.js.audit.status).toBe('incomplete');
    expect(a.js.audit.conditional.map((r) => r.p_pass === null)).toEqual([true, true, false]);
    expect(a.js.notes.join(' ')).toMatch(/no row whose judge label is pass or fail/);
    expect(a.js.adjacent.length).toBe(a.rp.models.length - 1);
    for (const p of [...a.js.adjacent, ...a.js.tiers]) expect(p.p_judge).toBeNull();
    for (const [k, p] of a.js.adjacent.entries()) expect(p.p_task).toBe(a.rp.models[k]!.p_ahead[k + 1]);
  });
});

// Only judge-vs-judge audit rows: the whole build, dataset step included, still completes.
describe('a release without any human audit row', () => {
  const release = tempDir('tiny-no-human-audit');
  const out = join(tempDir('judge-sensitivity-no-human-audit'), 'build');
  let a: Awaited<ReturnType<typeof read>>;
  beforeAll(async () => {
    writeAuditVariant(release, (r) => (r.kind === 'human_audit' ? null : r));
    await buildInto(release, out);
    a = await read(out);
  }, 120_000);

  it('builds: the judge sensitivity says there is no audit, and the Croissant RAI text says no rows were audited', () => {
    expect(a.js.audit.status).toBe('no_audit');
    expect(a.js.audit.rows).toBe(0);
    for (const p of [...a.js.adjacent, ...a.js.tiers]) expect(p.p_judge).toBeNull();
    const croissant = JSON.parse(readFileSync(join(out, 'croissant.json'), 'utf8')) as Record<string, unknown>;
    expect(croissant['rai:dataAnnotationAnalysis']).toContain('Human reference audit: no audited rows in this release.');
    expect(String(croissant['rai:annotationsPerItem'])).toMatch(/no human audit in this release/);
  });
});
