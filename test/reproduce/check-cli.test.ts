/**
 * `reproduce --check` end to end on the mini release (test/fixtures/mini-release): exit codes and
 * report lines, never skipped. The published figures it is checked against are the mini
 * release's own, computed independently of the build (mini-reference.ts, from docs/metrics.md):
 * exit 0 when the build matches them; one artifact value perturbed: exit 1 and exactly that
 * figure fails; a figure missing from the artifacts is a FAIL, not a skip; a value moved by just
 * more than its derived tolerance fails, by just less passes; against the paper itself the exit
 * code and the summary agree with the lines; bad arguments exit 2. The same check on the shipped
 * simulated release against the paper: `npm run check` (check/reproduce-shipped.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runReproduce } from '../../src/reproduce/cli.ts';
import { FIGURES, type Figure } from '../../src/reproduce/figures.ts';
import { loadPublished, type PublishedDocument } from '../../src/reproduce/published.ts';
import { referencePaper } from './reference-paper.ts';

const work = mkdtempSync(join(tmpdir(), 'reproduce-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(args: string[], extra: { publishedFile?: string; figures?: Figure[] } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runReproduce(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, ...extra });
  return { code, stdout, stderr };
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

describe('check on the mini release build against its independently computed figures', () => {
  const build = inject('miniBuild');
  const published = join(work, 'published-mini.json');
  const { doc, figures: answerable } = referencePaper('test/fixtures/mini-release');

  beforeAll(async () => {
    writeDocument(doc, published);
  }, 120_000);

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

  it('fails a figure moved by just more than its derived tolerance, passes it moved by just less', async () => {
    // Acc SD published to one decimal (the reference value rounded): tolerance ±0.05.
    const sd = answerable.filter((f) => f.id === 'table2.acc_sd');
    const reference = Number((doc.values as { table2: { acc_sd: number } }).table2.acc_sd);
    const oneDecimal = reference.toFixed(1);
    const file = join(work, 'published-sd.json');
    writeFileSync(file, readFileSync(published, 'utf8').replace(/("acc_sd":)[-0-9.]+/, `$1${oneDecimal}`));
    expect(loadPublished(file).literals).toMatchObject({ table2: { acc_sd: oneDecimal } });
    const outside = perturbedCopy(build, 'mini-sd-out', 'table2_summary', (r) => r.figure === 'acc_sd', 'value', () => Number(oneDecimal) + 0.0501);
    const inside = perturbedCopy(build, 'mini-sd-in', 'table2_summary', (r) => r.figure === 'acc_sd', 'value', () => Number(oneDecimal) + 0.0499);
    const out = await run(['all', '--check', '--build', outside], { publishedFile: file, figures: sd });
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/table2\.acc_sd .*±0\.05 .*FAIL/);
    const ins = await run(['all', '--check', '--build', inside], { publishedFile: file, figures: sd });
    expect(ins.code).toBe(0);
    expect(ins.stdout).toMatch(/table2\.acc_sd .*±0\.05 .*OK/);
  });

  it('against the paper itself (a 3-model release far from it): the exit code and the summary agree with the lines', async () => {
    const { code, stdout, stderr } = await run(['all', '--check', '--build', build]);
    const lines = stdout.split('\n');
    const failing = lines.filter((l) => /\bFAIL$/.test(l)).length;
    const ok = lines.filter((l) => /\bOK$/.test(l)).length;
    expect(failing + ok).toBe(FIGURES.length);
    expect(failing).toBeGreaterThan(0);
    expect(stderr).toMatch(new RegExp(`${FIGURES.length} figures, ${ok} OK, ${failing} FAIL \\(\\d+ missing\\)`));
    expect(code).toBe(1);
  });
});
