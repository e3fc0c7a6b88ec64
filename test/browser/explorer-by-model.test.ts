/**
 * The verdict explorer when the data build wrote per-model files (verdicts.arrow too big to open
 * at once, src/pipeline/verdict-arrows.ts): the fixture build with one file per model added to
 * it and its manifest, built into a site. The page must read nothing until a model is chosen,
 * then that model's file only, show no rows again when the model is cleared, and read the whole
 * file when asked; a link with model_id= opens on that model's file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tableFromArrays, tableFromIPC, tableToIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { buildSite } from '../../src/site/static-site.ts';
import { startStaticServer, type RunningServer } from '../../src/site/static-server.ts';
import { artifactPaths } from '../../src/artifacts/paths.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;
let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
/** Rows of the whole file, and per model its rows and qualifying (pass or fail) rows. */
let total = 0;
const perModel = new Map<string, { rows: number; qualifying: number }>();
let names: Record<string, string> = {};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-explorer-by-model-'));
  const data = path.join(tmp, 'build');
  fs.cpSync(path.join(root, 'test/fixtures/site/build'), data, { recursive: true });
  const whole = tableFromIPC(fs.readFileSync(path.join(data, artifactPaths.verdictsArrow)));
  total = whole.numRows;
  const columns = whole.schema.fields.map((f) => f.name);
  const all = Object.fromEntries(columns.map((c) => [c, whole.getChild(c)!.toArray() as ArrayLike<unknown>]));
  const manifestPath = path.join(data, artifactPaths.manifest);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { artifacts: Record<string, unknown>[] };
  const models = [...new Set(Array.from(all.model_id!, String))].sort();
  for (const model of models) {
    const keep = Array.from(all.model_id!, String).flatMap((m, i) => (m === model ? [i] : []));
    // The model's rows in the whole file's order, each column as the fixture writes it.
    const column = (c: string) => (c === 'verdict' ? Uint32Array.from(keep, (i) => all.verdict![i] as number)
      : c === 'verdict_digits' || c === 'round' ? Int8Array.from(keep, (i) => all[c]![i] as number)
        : keep.map((i) => String(all[c]![i])));
    const bytes = tableToIPC(tableFromArrays(Object.fromEntries(columns.map((c) => [c, column(c)]))), 'file');
    const file = artifactPaths.verdictsArrowOfModel(model);
    fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true });
    fs.writeFileSync(path.join(data, file), bytes);
    manifest.artifacts.push({ path: file, kind: 'arrow', columns: null, zod_schema: null, rows: keep.length, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), sql: null });
    perModel.set(model, { rows: keep.length, qualifying: keep.filter((i) => ['pass', 'fail'].includes(String(all.effective_verdict![i]))).length });
  }
  manifest.artifacts.sort((a, b) => String(a.path).localeCompare(String(b.path)));
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  names = Object.fromEntries((JSON.parse(fs.readFileSync(path.join(data, artifactPaths.modelIndex), 'utf8')) as { models: { model_id: string; display_name: string }[] }).models.map((m) => [m.model_id, m.display_name]));
  const site = path.join(tmp, 'site');
  await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: data, SITE_OUT_DIR: site, BASE_PATH: '/bm' } });
  server = await startStaticServer({ root: site, base: '/bm' });
  browser = await launchChromium();
  page = await browser.context.newPage();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const explorer = () => page.locator('[data-verdict-explorer]');
const source = () => explorer().getAttribute('data-source');
/** The files of verdicts the page fetched. */
function arrowRequests(): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('.arrow')) seen.push(new URL(r.url()).pathname); });
  return seen;
}

describe('verdict explorer with per-model files', () => {
  it('reads nothing until a model is chosen, then that model\'s file only; no rows again when cleared; the whole file on request', async () => {
    const fetched = arrowRequests();
    await page.goto(new URL('verdicts/', server.url).href);
    await page.waitForSelector('[data-verdict-explorer][data-ready="true"]');
    expect(fetched).toEqual([]);
    expect(await page.locator('tbody[data-rows] tr').count()).toBe(0);
    expect(await page.locator('[data-summary]').textContent()).toBe('Choose a model to see its verdicts, or read every verdict.');
    await expect.poll(() => page.locator('[data-scale-note]').isVisible()).toBe(true);
    expect(await page.locator('select[name="model_id"]').isVisible()).toBe(true);

    const [model, counts] = [...perModel].find(([, c]) => c.qualifying > 0)!;
    await page.selectOption('select[name="model_id"]', model);
    await expect.poll(source).toBe(model);
    expect(fetched).toEqual([`/bm/data/files/verdicts-by-model/${model}.arrow`]);
    expect(Number(await explorer().getAttribute('data-rows'))).toBe(counts.rows);
    await expect.poll(() => page.locator('[data-summary]').textContent()).toMatch(new RegExp(`^${counts.qualifying.toLocaleString('en')} qualifying verdicts match`));
    const shownModels = await page.locator('tbody[data-rows] tr td:nth-child(2)').allTextContents();
    expect(shownModels.length).toBeGreaterThan(0);
    expect(new Set(shownModels)).toEqual(new Set([names[model] ?? model]));

    await page.selectOption('select[name="model_id"]', '');
    await expect.poll(() => page.locator('[data-summary]').textContent()).toBe('Choose a model to see its verdicts, or read every verdict.');
    expect(await page.locator('tbody[data-rows] tr').count()).toBe(0);

    await page.locator('button[data-load-all]').click();
    await expect.poll(source).toBe('*');
    expect(fetched.at(-1)).toBe('/bm/data/files/verdicts.arrow');
    expect(Number(await explorer().getAttribute('data-rows'))).toBe(total);
    expect(await page.locator('[data-scale-note]').isVisible()).toBe(false);
    expect(await page.locator('tbody[data-rows] tr').count()).toBeGreaterThan(0);
  });

  it('a link with model_id= opens on that model\'s file', async () => {
    const [model, counts] = [...perModel].at(-1)!;
    const fresh = await browser.context.newPage();
    const fetched: string[] = [];
    fresh.on('request', (r) => { if (r.url().endsWith('.arrow')) fetched.push(new URL(r.url()).pathname); });
    await fresh.goto(new URL(`verdicts/?model_id=${encodeURIComponent(model)}&effective_verdict=all`, server.url).href);
    await fresh.waitForSelector('[data-verdict-explorer][data-ready="true"]');
    expect(await fresh.locator('[data-verdict-explorer]').getAttribute('data-source')).toBe(model);
    expect(fetched).toEqual([`/bm/data/files/verdicts-by-model/${model}.arrow`]);
    expect(await fresh.locator('[data-summary]').textContent()).toMatch(new RegExp(`^${counts.rows.toLocaleString('en')} (qualifying )?verdicts match`));
    await fresh.close();
  });

  it('on a phone (filters folded) the filters open while it asks for a model, so the model can be chosen', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(new URL('verdicts/', server.url).href);
    await phone.waitForSelector('[data-verdict-explorer][data-ready="true"]');
    await expect.poll(() => phone.locator('select[name="model_id"]').isVisible()).toBe(true);
    await phone.close();
  });
});
