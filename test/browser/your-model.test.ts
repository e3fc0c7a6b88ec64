/**
 * The "Your model" page (src/pages/your-model.astro) gives `npm run score`'s numbers: a model is
 * taken out of the mini release (test/score/split-release.ts), the release without it is built
 * (data build + site), its verdict file is scored by the CLI (`--format json`) and dropped on the
 * page; the page's figures, leaderboard, paired differences, coverage and family and surface
 * breakdowns must equal the CLI's JSON, and its Acc, AP-Acc, Δ, rank and tier the values worked by
 * hand from the verdicts file; a file with bad rows must list them at their lines and score nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gunzipSync } from 'node:zlib';
import { chartsOf, problemsOf } from './chart-checks.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { buildSite } from '../../src/site/static-site.ts';
import { startStaticServer, type RunningServer } from '../../src/site/static-server.ts';
import { formatEstimate } from '../../src/site/rerank/load-verdicts.ts';
import type { ScoreReport } from '../../src/score/score.ts';
import type { LeaderboardEntry } from '../../src/score/leaderboard-figures.ts';
import { splitModelOut, type SplitModel } from '../score/split-release.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MODEL = 'beta-2';
let tmp: string;
let split: SplitModel;
let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let cli: ScoreReport;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-your-model-'));
  split = splitModelOut(path.join(root, 'test/fixtures/mini-release'), MODEL, path.join(tmp, 'split'));
  const build = path.join(tmp, 'build');
  const data = spawnSync(process.execPath, ['scripts/data.ts', '--release', split.releaseDir, '--out', build], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (data.status !== 0) throw new Error(`data build failed (exit ${data.status})`);
  const score = spawnSync(process.execPath, ['scripts/score.ts', '--release', split.releaseDir, '--verdicts', split.verdictsFile, '--name', split.displayName, '--format', 'json', '--baseline', build], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (score.status !== 0) throw new Error(`npm run score failed (exit ${score.status})`);
  cli = JSON.parse(score.stdout) as ScoreReport;
  const site = path.join(tmp, 'site');
  await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: build, HIF_RELEASE_DIR: split.releaseDir, SITE_OUT_DIR: site, BASE_PATH: '/ym' } });
  server = await startStaticServer({ root: site, base: '/ym' });
  browser = await launchChromium();
  page = await browser.context.newPage();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Drops `bytes` as a file named `name` on the page's drop zone, as a reader's drag and drop does. */
async function dropFile(p: Page, name: string, bytes: Buffer): Promise<void> {
  await p.evaluate(([fileName, base64]) => {
    const data = Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], fileName!));
    document.querySelector('[data-drop]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, [name, bytes.toString('base64')]);
}

async function scored(p: Page): Promise<void> {
  await p.waitForSelector('[data-your-model][data-ready="true"], [data-your-model][data-ready="error"]', { timeout: 60_000 });
  expect(await p.locator('[data-your-model]').getAttribute('data-ready')).toBe('true');
}

describe('your model page', () => {
  it('scores a dropped .jsonl.gz file to exactly the figures of npm run score --format json', async () => {
    await page.goto(new URL('your-model/', server.url).href);
    await page.locator('input[name="display-name"]').fill(split.displayName);
    await dropFile(page, path.basename(split.verdictsFile), fs.readFileSync(split.verdictsFile));
    await scored(page);
    const shown = JSON.parse(await page.locator('[data-your-model]').getAttribute('data-score') ?? '{}') as { model: LeaderboardEntry; leaderboard: LeaderboardEntry[]; paired: ScoreReport['paired'] } & Pick<ScoreReport, 'coverage' | 'families' | 'surfaces'>;
    expect(shown.model).toEqual(cli.model);
    expect(shown.leaderboard.length).toBe(cli.models);
    for (const c of cli.cohort) {
      const r = shown.leaderboard.find((x) => x.model_id === c.model_id)!;
      expect([r.estimates.f_acc.value, r.estimates.dw_acc.value, r.estimates.rank.value, r.tier], c.model_id).toEqual([c.f_acc.after, c.dw_acc.after, c.rank.after, c.tier.after]);
    }
    expect(shown.paired).toEqual(cli.paired);
    expect(shown.coverage).toEqual(cli.coverage);
    expect(shown.families).toEqual(cli.families);
    expect(shown.surfaces).toEqual(cli.surfaces);
    // Every family and surface the CLI reports is a row of the page's tables, with its Acc.
    const accOf = async (table: string, key: string) => (await page.locator(`tbody[data-${table}] tr[data-key="${key}"] td`).nth(1).textContent())?.trim();
    for (const b of cli.families) expect(await accOf('families', b.key), b.key).toBe(b.acc === null ? '—' : b.acc.toFixed(1));
    for (const b of cli.surfaces) expect(await accOf('surfaces', b.key), b.key).toBe(b.acc === null ? '—' : b.acc.toFixed(1));
    // What the reader sees, worked by hand from beta-2's verdicts (test/score/round-trip.test.ts
    // shows the counts): Acc 12/17 [T002 alone 6/9, T001 alone 6/8], AP-Acc 4/8 [2/5, 2/3],
    // Δ 20.59 [8.33, 26.67], rank 1 [1, 2.5] of 3 (T002 alone ties it with gamma-3), one tier.
    const cell = async (figure: string) => (await page.locator(`tbody[data-figures] tr[data-figure="${figure}"] td`).nth(1).textContent())?.trim();
    expect(await cell('Acc %')).toBe('70.6 [66.7, 75.0]');
    expect(await cell('AP-Acc %')).toBe('50.0 [40.0, 66.7]');
    expect(await cell('Δ pp')).toBe('20.6 [8.3, 26.7]');
    expect(await cell('Rank (of 3)')).toBe('1 [1, 2.5]'); // ranks as whole numbers or halves, as on every page
    expect(await cell('Tier')).toBe('1');
    // And each figure as the CLI's value, formatted (the page and npm run score agree).
    const e = cli.model.estimates;
    expect(await cell('Acc %')).toBe(formatEstimate(e.acc));
    expect(await cell('AP-Acc %')).toBe(formatEstimate(e.ap_acc));
    expect(await cell('F-Acc %')).toBe(formatEstimate(e.f_acc));
    expect(await cell('DW-Acc %')).toBe(formatEstimate(e.dw_acc));
    expect(await cell('Tier')).toBe(String(cli.model.tier));
    // The model is marked as the reader's in the leaderboard, at its recomputed place.
    const rows = await page.locator('tbody[data-leaderboard] tr').evaluateAll((trs) => trs.map((tr) => [(tr as HTMLElement).dataset.model, tr.className]));
    expect(rows.find(([id]) => id === MODEL)).toEqual([MODEL, 'yours']);
    // The chart drawn with the result plots what its heading names (chart-checks.ts, as on every page type).
    const charts = await chartsOf(page);
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.flatMap((c) => problemsOf('/your-model/', c))).toEqual([]);
  });

  it('lists the problems of a chosen file with bad rows at their lines and scores nothing', async () => {
    await page.goto(new URL('your-model/', server.url).href);
    const lines = gunzipSync(fs.readFileSync(split.verdictsFile)).toString('utf8').split('\n').filter((l) => l !== '');
    const bad = JSON.parse(lines[1]!) as Record<string, unknown>;
    bad['rule_id'] = 'R9999';
    const file = path.join(tmp, 'bad.jsonl');
    fs.writeFileSync(file, `${lines[0]}\n${JSON.stringify(bad)}\nnot json\n`);
    await page.locator('input[type=file]').setInputFiles(file);
    await scored(page);
    const problems = await page.locator('[data-problems] li').allTextContents();
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^bad\.jsonl:2: rule_id: unknown rule "R9999"/), 'bad.jsonl:3: (line): not valid JSON']));
    expect(await page.locator('[data-results]').isHidden()).toBe(true);
  });

  it('has no serious or critical axe violation with the results shown, nor do re-rank and compare with their rank charts (light and dark)', async () => {
    const axeSource = path.join(root, 'node_modules/axe-core/axe.min.js');
    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [where, ready] of [['your-model/', null], ['rerank/', '[data-rerank]'], ['compare/', '[data-compare]']] as const) {
        await page.goto(new URL(where, server.url).href);
        if (ready === null) {
          await dropFile(page, path.basename(split.verdictsFile), fs.readFileSync(split.verdictsFile));
          await scored(page);
        } else {
          await page.waitForSelector(`${ready}[data-ready="true"]`, { timeout: 60_000 });
        }
        await page.addScriptTag({ path: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const r = await axe.run(document, { resultTypes: ['violations'] });
          return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        });
        for (const v of violations) problems.push(`${where} ${scheme}: ${v}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('your model page: the sample file and the result\'s downloads', () => {
  /** The page's sample file, downloaded as a reader does, with the panel model it was made from. */
  async function downloadSample(): Promise<{ file: string; source: string; model: string }> {
    await page.goto(new URL('your-model/', server.url).href);
    const sample = page.locator('[data-sample]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-sample-link]').click()]);
    const file = path.join(tmp, 'sample-verdicts.jsonl.gz');
    await download.saveAs(file);
    return { file, source: (await sample.getAttribute('data-sample-source'))!, model: (await sample.getAttribute('data-sample-model'))! };
  }

  it('offers a sample verdicts file: a panel model\'s release rows under a new model id, which npm run score accepts', async () => {
    const { file, source, model } = await downloadSample();
    const rows = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    // The source model's rows as the (split) release holds them, compared without the ids.
    const manifest = JSON.parse(fs.readFileSync(path.join(split.releaseDir, 'manifest.json'), 'utf8')) as { files: { verdicts: { path: string } } };
    const stored = fs.readFileSync(path.join(split.releaseDir, manifest.files.verdicts.path));
    const release = (manifest.files.verdicts.path.endsWith('.gz') ? gunzipSync(stored) : stored).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    const withoutIds = (r: Record<string, unknown>) => JSON.stringify({ ...r, verdict_id: null, model_id: null });
    const key = (r: Record<string, unknown>) => `${String(r['task_id'])}|${String(r['round'])}|${String(r['rule_id'])}`;
    const own = release.filter((r) => r['model_id'] === source).sort((a, b) => key(a).localeCompare(key(b)));
    expect(own.length).toBeGreaterThan(0);
    expect(rows.map(withoutIds)).toEqual(own.map(withoutIds));
    expect(new Set(rows.map((r) => r['model_id']))).toEqual(new Set([model]));
    const releaseIds = new Set(release.map((r) => r['verdict_id']));
    expect(rows.filter((r) => releaseIds.has(r['verdict_id']))).toEqual([]);
    expect(release.some((r) => r['model_id'] === model)).toBe(false);
    const score = spawnSync(process.execPath, ['scripts/score.ts', '--release', split.releaseDir, '--verdicts', file, '--format', 'json', '--baseline', path.join(tmp, 'build')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(score.status, score.stderr).toBe(0);
    expect((JSON.parse(score.stdout) as ScoreReport).model_id).toBe(model);
  });

  it('scores the sample (its Acc is its source model\'s) and downloads the result as JSON, CSV and Markdown; ranks shown as whole numbers or halves', async () => {
    const { file, source, model } = await downloadSample();
    await dropFile(page, 'sample-verdicts.jsonl.gz', fs.readFileSync(file));
    await scored(page);
    const accCell = (id: string) => page.locator(`tbody[data-leaderboard] tr[data-model="${id}"] td`).nth(3).textContent();
    expect(await accCell(model)).toBe(await accCell(source));
    const shown = JSON.parse(await page.locator('[data-your-model]').getAttribute('data-score') ?? '{}') as { model: LeaderboardEntry; leaderboard: LeaderboardEntry[]; paired: ScoreReport['paired'] };
    // Ranks as the rest of the site prints them: no ".0" on a whole rank (src/site/format.ts formatRank).
    const rankCells = await page.locator('tbody[data-leaderboard] tr').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    for (const c of rankCells) expect(c).toMatch(/^\d+(\.5)? \[\d+(\.5)?, \d+(\.5)?\]$/);
    const saved = async (format: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`a[data-export="${format}"]`).click()]);
      expect(download.suggestedFilename()).toBe(`${model}-score.${format}`);
      return fs.readFileSync((await download.path())!, 'utf8');
    };
    const json = JSON.parse(await saved('json')) as { model_id: string; model: LeaderboardEntry; leaderboard: LeaderboardEntry[]; paired: unknown };
    expect(json.model_id).toBe(model);
    expect(json.model).toEqual(shown.model);
    expect(json.leaderboard).toEqual(shown.leaderboard);
    expect(json.paired).toEqual(shown.paired);
    const csv = (await saved('csv')).trimEnd().split('\r\n');
    expect(csv[0]!.split(',').slice(0, 4)).toEqual(['model_id', 'display_name', 'yours', 'tier']);
    expect(csv).toHaveLength(shown.leaderboard.length + 1);
    expect(csv.filter((l) => l.split(',')[2] === 'true').map((l) => l.split(',')[0])).toEqual([model]);
    const md = await saved('md');
    // One Markdown table per table of the page, each leaderboard row in it, and the release footnote.
    expect(md.match(/^\|(:?---:?\|)+$/gm)?.length ?? 0).toBe(await page.locator('[data-results] table').count());
    for (const r of shown.leaderboard) expect(md).toContain(r.model_id === model ? `${r.display_name} (yours)` : r.display_name);
    expect(md).toMatch(/manifest sha256 `[0-9a-f]{64}`/);
  });
});
