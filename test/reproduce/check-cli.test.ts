/**
 * `reproduce --check` end to end: exit codes and report lines, never skipped.
 * (1) The mini release (test/fixtures/mini-release), with a published.json whose figures are the
 *     build's own values: exit 0; one artifact value perturbed: exit 1 and exactly that figure
 *     fails; a figure missing from the artifacts is a FAIL, not a skip; bad arguments exit 2.
 * (2) The simulated release of the committed seed, simulated here (test/sim/release/global-setup.ts), checked against a
 *     calibrated paper (its own values rounded to the paper's digits, calibrated-paper.ts): exit 0
 *     with every line showing published, computed, tolerance, reason and OK; a value moved by just
 *     more than its derived tolerance fails, by just less passes. Against the paper itself the
 *     exit code and the summary agree with the lines (the shipped simulated release has a
 *     calibration gap, docs/metrics.md, so this does not assume the outcome).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runBuild } from '../../src/pipeline/run.ts';
import { openBuild } from '../../src/reproduce/build-reader.ts';
import { checkFigures, type CheckReport } from '../../src/reproduce/check.ts';
import { runReproduce } from '../../src/reproduce/cli.ts';
import { FIGURES, type Figure } from '../../src/reproduce/figures.ts';
import { loadPublished, type PublishedDocument } from '../../src/reproduce/published.ts';
import { calibrated, setAt } from './calibrated-paper.ts';

const work = mkdtempSync(join(tmpdir(), 'reproduce-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(args: string[], extra: { publishedFile?: string; figures?: Figure[] } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runReproduce(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, ...extra });
  return { code, stdout, stderr };
}

async function report(buildDir: string, doc: PublishedDocument): Promise<CheckReport> {
  const reader = await openBuild(buildDir);
  try {
    return await checkFigures(reader, doc);
  } finally {
    reader.close();
  }
}

/** Copies a build and changes one cell of one table artifact. */
function perturbedCopy(buildDir: string, name: string, table: string, where: (row: Record<string, unknown>) => boolean, column: string, change: (v: number) => number): string {
  const copy = join(work, name);
  cpSync(buildDir, copy, { recursive: true });
  const file = join(copy, 'tables', `${table}.json`);
  const artifact = JSON.parse(readFileSync(file, 'utf8')) as { rows: Record<string, unknown>[] };
  const rows = artifact.rows.filter(where);
  expect(rows).toHaveLength(1);
  rows[0]![column] = change(Number(rows[0]![column]));
  writeFileSync(file, `${JSON.stringify(artifact)}\n`);
  return copy;
}

/**
 * A PublishedDocument written as published.json text, numbers as their literals ("4.20" stays
 * 4.20): the literals tree with every quoted plain decimal unquoted (no text figure of
 * published.json is a bare decimal, so only number leaves are).
 */
function writeDocument(doc: PublishedDocument, file: string): void {
  writeFileSync(file, JSON.stringify(doc.literals).replace(/"(-?\d+(?:\.\d+)?)"/g, '$1'));
}

describe('check on the mini release build, published figures set to its own values', () => {
  const build = join(work, 'mini-build');
  const published = join(work, 'published-mini.json');
  let answerable: Figure[] = [];

  beforeAll(async () => {
    await runBuild({ releaseDir: 'test/fixtures/mini-release', outDir: build });
    const doc = loadPublished();
    const own = await report(build, doc);
    // Figures read straight from a leaf (no text extraction or transform) that the mini build answers.
    answerable = FIGURES.filter((f) => !f.published.extract && !f.published.transform && f.precision.kind !== 'upper_bound'
      && own.lines.find((l) => l.id === f.id)!.ours !== null);
    for (const f of answerable) setAt(doc.values, f.published.path, own.lines.find((l) => l.id === f.id)!.ours);
    writeFileSync(published, JSON.stringify(doc.values));
  }, 120_000);

  it('answers a good share of the registry even on a 3-model release (sanity of the readers)', () => {
    expect(answerable.length).toBeGreaterThan(80);
  });

  it('exits 0 when every figure is within tolerance', async () => {
    const { code, stderr } = await run(['all', '--check', '--build', build], { publishedFile: published, figures: answerable });
    expect(stderr).toContain(`${answerable.length} figures, ${answerable.length} OK, 0 FAIL`);
    expect(code).toBe(0);
  });

  it('exits 1 and names the figure when one artifact value is perturbed (SD accuracy + 5 pp)', async () => {
    const copy = perturbedCopy(build, 'mini-perturbed', 'table4_surfaces', (r) => r.surface === 'SD', 'acc', (v) => v + 5);
    const { code, stdout } = await run(['all', '--check', '--build', copy, '--format', 'csv'], { publishedFile: published, figures: answerable });
    expect(code).toBe(1);
    const failing = stdout.split('\r\n').filter((line) => line.endsWith(',FAIL'));
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatch(/^table4\.SD\.acc,[0-9.]+,[0-9.]+,\+5(\.0+)?,±[0-9.e-]+,"deterministic, published to \d+ decimals?: ½ unit of the last digit",FAIL$/);
  });

  it('counts a figure missing from the artifacts as FAIL, not a skip', async () => {
    const copy = join(work, 'mini-missing');
    cpSync(build, copy, { recursive: true });
    const file = join(copy, 'tables', 'table4_surfaces.json');
    const artifact = JSON.parse(readFileSync(file, 'utf8')) as { rows: Record<string, unknown>[] };
    artifact.rows = artifact.rows.filter((r) => r.surface !== 'SD');
    writeFileSync(file, `${JSON.stringify(artifact)}\n`);
    const { code, stdout } = await run(['table4', '--check', '--build', copy, '--format', 'json'], { publishedFile: published, figures: answerable.filter((f) => f.id.startsWith('table4.')) });
    expect(code).toBe(1);
    const [lines] = JSON.parse(stdout) as { rows: { id: string; status: string; ours: unknown; problem: string | null }[] }[];
    const sd = lines!.rows.filter((r) => r.id.startsWith('table4.SD.'));
    expect(sd.length).toBeGreaterThan(0);
    for (const r of sd) expect(r).toMatchObject({ status: 'FAIL', ours: null, problem: expect.stringContaining('0 rows match') });
  });

  it('prints a paper table from the artifacts and rejects bad arguments with exit 2', async () => {
    const table = await run(['table4', '--build', build, '--format', 'md']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('### Accuracy by placed surface (Table 4)');
    expect((await run(['table3', '--build', build])).code).toBe(2);
    expect((await run(['table4', '--format', 'xml', '--build', build])).code).toBe(2);
    expect((await run(['table4', '--build', join(work, 'nowhere')])).code).toBe(2);
  });
});

describe('check on the simulated release', () => {
  const release = inject('simulatedRelease');
  const build = join(work, 'sim-build');
  const paperFile = join(work, 'published-calibrated.json');

  beforeAll(async () => {
    await runBuild({ releaseDir: release, outDir: build });
    writeDocument(calibrated(loadPublished(), await report(build, loadPublished())), paperFile);
  }, 120_000);

  it('against a paper it reproduces: exit 0, and every line shows published, computed, tolerance, reason and OK', async () => {
    const { code, stdout, stderr } = await run(['all', '--check', '--build', build, '--format', 'json'], { publishedFile: paperFile });
    expect(stderr).toMatch(new RegExp(`${FIGURES.length} figures, ${FIGURES.length} OK, 0 FAIL`));
    expect(code).toBe(0);
    const [lines] = JSON.parse(stdout) as { rows: Record<string, unknown>[] }[];
    expect(lines!.rows).toHaveLength(FIGURES.length);
    for (const row of lines!.rows) {
      expect(row.status, String(row.id)).toBe('OK');
      expect(String(row.reason).length, String(row.id)).toBeGreaterThan(4);
      expect(row.tolerance, String(row.id)).not.toBeNull();
    }
    const sd = lines!.rows.find((r) => r.id === 'table2.acc_sd')!;
    expect(sd).toMatchObject({ precision: 'rounding', tolerance: expect.closeTo(0.05, 12), reason: expect.stringContaining('1 decimal') });
    const bound = lines!.rows.find((r) => r.id === 'common_support.delta_ci95_lower_bound_range')!;
    expect(bound.reason).toMatch(/bootstrap bound, 10000 resamples: SE [0-9.]+, [0-9.]+ .*3·√2·SE/);
  });

  it('fails a figure moved by just more than its derived tolerance, passes it moved by just less', async () => {
    const doc = loadPublished(paperFile);
    const own = await report(build, doc);
    const sd = own.lines.find((l) => l.id === 'table2.acc_sd')!;
    const published = sd.published as number;
    const outside = perturbedCopy(build, 'sim-sd-out', 'table2_summary', (r) => r.figure === 'acc_sd', 'value', () => published + 0.0501);
    const inside = perturbedCopy(build, 'sim-sd-in', 'table2_summary', (r) => r.figure === 'acc_sd', 'value', () => published + 0.0499);
    const figures = FIGURES.filter((f) => f.id === 'table2.acc_sd');
    const out = await run(['all', '--check', '--build', outside], { publishedFile: paperFile, figures });
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/table2\.acc_sd .*±0\.05 .*FAIL/);
    const ins = await run(['all', '--check', '--build', inside], { publishedFile: paperFile, figures });
    expect(ins.code).toBe(0);
    expect(ins.stdout).toMatch(/table2\.acc_sd .*±0\.05 .*OK/);
  });

  it('against the paper itself: the exit code and the summary agree with the lines', async () => {
    const { code, stdout, stderr } = await run(['all', '--check', '--build', build]);
    const failing = stdout.split('\n').filter((l) => /\bFAIL$/.test(l)).length;
    const ok = stdout.split('\n').filter((l) => /\bOK$/.test(l)).length;
    expect(failing + ok).toBe(FIGURES.length);
    expect(stderr).toContain(`${FIGURES.length} figures, ${ok} OK, ${failing} FAIL (0 missing)`);
    expect(code).toBe(failing > 0 ? 1 : 0);
  });
});
