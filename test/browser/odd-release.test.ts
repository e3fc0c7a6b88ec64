/**
 * The odd-shaped release (test/fixtures/odd-release/release: 7 panel models, 23 tasks with ids of
 * 3–6 digits, 4 rounds, 6 probe builds, verdict ids of 6–8 digits, hostile text in every field),
 * built by the real data build and the site in global setup. Every page is crawled and checked:
 * ids shown and linked exactly as the release writes them, no dead anchor, no horizontal overflow
 * at 390 and 1366 px, bidi overrides isolated, no formula-leading cell in any CSV the site offers,
 * and no fact of the paper's own panel stated where the release says otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, watchPage, type LaunchedBrowser } from './chromium.ts';
import { crawl, type CrawlResult } from './crawl.ts';
import { csvCells, isFormulaCell, layoutProblems, overrideTails, paperFacts, releaseRows } from './odd-checks.ts';

const oddUrl = inject('oddUrl');
const release = path.resolve(import.meta.dirname, '../fixtures/odd-release/release');
const verdicts = releaseRows(release, 'verdicts');
const tasks = releaseRows(release, 'tasks').filter((t) => t.status === 'panel');
const runs = releaseRows(release, 'runs');
const probeBuilds = new Set(releaseRows(release, 'probe').map((p) => p.probe_model_id)).size;
const turnCounts = tasks.map((t) => (t.turns as string[]).length);
const tails = overrideTails(release, ['models', 'rules', 'tasks', 'runs', 'verdicts', 'probe', 'e0_pairs', 'e0', 'judge_audit', 'noncoding_cases', 'noncoding_attempts']);
const shape = { rounds: new Set(runs.map((r) => r.round)).size, probeBuilds, minTurns: Math.min(...turnCounts), maxTurns: Math.max(...turnCounts) };

let browser: LaunchedBrowser;
let crawled: CrawlResult;
beforeAll(async () => {
  crawled = await crawl(oddUrl);
  browser = await launchChromium({ width: 1366, height: 900 });
});
afterAll(async () => browser?.close());

/** One URL per distinct path (the explorer and SQL page are reached with many query strings). */
function distinctPaths(urls: string[]): string[] {
  const byPath = new Map<string, string>();
  for (const u of urls) {
    const url = new URL(u);
    if (!byPath.has(url.pathname)) byPath.set(url.pathname, u);
  }
  return [...byPath.values()];
}

/**
 * The pages laid out in chromium: every distinct path, except that of the task × model evidence
 * pages (one template, half the site) one per task is kept, rotating through the models so every
 * model's is seen too; and of the method pages (the build's own SQL and statistics sources, the
 * same for every release: no release text but the banner's title) the first of each kind. Every
 * evidence page is still fetched and checked for its verdict anchors.
 */
function pagesToLayOut(urls: string[]): string[] {
  const evidence = /^\/tasks\/([^/]+)\/([^/]+)\/$/;
  const method = /^\/methods\/(sql|statistics)\/[^/]+\/$/;
  const models = [...new Set(runs.map((r) => String(r.model_id)))].sort();
  const taskIds = tasks.map((t) => String(t.task_id));
  const methodKinds = new Set<string>();
  return distinctPaths(urls).filter((u) => {
    const kind = new URL(u).pathname.match(method)?.[1];
    if (kind !== undefined) {
      if (methodKinds.has(kind)) return false;
      methodKinds.add(kind);
      return true;
    }
    const m = new URL(u).pathname.match(evidence);
    if (!m) return true;
    const t = taskIds.indexOf(decodeURIComponent(m[1]!));
    return models[t % models.length] === decodeURIComponent(m[2]!);
  });
}

describe('odd-shaped release: the site', () => {
  it('the fixture has the shapes it promises', () => {
    expect(shape.rounds).toBe(4);
    expect(shape.probeBuilds).toBe(6);
    expect(new Set(verdicts.map((v) => (v.verdict_id as string).length - 1))).toEqual(new Set([6, 7, 8]));
    expect(verdicts.map((v) => v.verdict_id)).toEqual(expect.arrayContaining(['V012345', 'V0012345']));
  });

  it('crawls every page type with no broken link and no dangling #anchor', () => {
    const paths = crawled.pages.map((p) => new URL(p).pathname);
    for (const p of ['/', '/models/', '/rules/', '/tasks/', '/surfaces/', '/failures/', '/reliability/', '/non-coding/', '/downloads/', '/verdicts/', '/query/']) expect(paths).toContain(p);
    for (const t of tasks) expect(paths).toContain(`/tasks/${t.task_id}/`);
    expect(crawled.broken).toEqual([]);
    expect(crawled.missingFragments).toEqual([]);
  });

  it('lists every verdict id verbatim, as an anchor on its evidence page', async () => {
    const anchors = new Set<string>();
    for (const u of crawled.pages.filter((p) => /\/tasks\/[^/]+\/[^/]+\/$/.test(new URL(p).pathname))) {
      const html = await (await fetch(u)).text();
      for (const m of html.matchAll(/\sid="(V\d+)"/g)) anchors.add(m[1]!);
    }
    const missing = verdicts.map((v) => v.verdict_id as string).filter((id) => !anchors.has(id));
    expect(missing).toEqual([]);
    expect(anchors.size).toBe(verdicts.length);
  });

  it('the verdict explorer shows ids as written and links them to existing anchors', async () => {
    const pair = verdicts.filter((v) => v.verdict_id === 'V012345' || v.verdict_id === 'V0012345');
    const page = await browser.context.newPage();
    const problems: string[] = [];
    for (const v of pair) {
      await page.goto(new URL(`verdicts/?task_id=${encodeURIComponent(v.task_id as string)}&model_id=${encodeURIComponent(v.model_id as string)}`, oddUrl).href, { waitUntil: 'load' });
      await expect.poll(async () => page.locator('tbody[data-rows] tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const links = await page.locator('tbody[data-rows] td:first-child a').evaluateAll((as) => as.map((a) => ({ text: a.textContent ?? '', href: (a as HTMLAnchorElement).href })));
      const expected = verdicts.filter((w) => w.task_id === v.task_id && w.model_id === v.model_id && (w.verdict === 'pass' || w.verdict === 'fail')).map((w) => w.verdict_id as string);
      expect(links.map((l) => l.text).every((t) => expected.includes(t))).toBe(true);
      if (v.verdict === 'pass' || v.verdict === 'fail') expect(links.map((l) => l.text)).toContain(v.verdict_id);
      for (const l of links) {
        const target = new URL(l.href);
        const html = await (await fetch(target.origin + target.pathname)).text();
        if (!html.includes(`id="${decodeURIComponent(target.hash.slice(1))}"`)) problems.push(`${l.text} → ${l.href}`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it('no page is wider than the viewport at 390 and 1366 px, every U+202E is isolated, no page states a paper fact this release contradicts, logs a console error or requests another origin', async () => {
    const facts = paperFacts(shape).filter((f) => !f.holds);
    const page = await browser.context.newPage();
    const { errors, foreign } = watchPage(page, new URL(oddUrl).origin);
    const wide: string[] = [];
    const unisolated = new Set<string>();
    const stated: string[] = [];
    const visited = pagesToLayOut(crawled.pages);
    const desktopSize = { width: 1366, height: 900 };
    const phoneSize = { width: 390, height: 844 };
    for (const [i, u] of visited.entries()) {
      // Each page is loaded at the width the previous one ended at, then resized once: the
      // viewport never changes under a page about to be left.
      const [first, second] = i % 2 === 0 ? [desktopSize, phoneSize] : [phoneSize, desktopSize];
      await page.setViewportSize(first);
      await page.goto(u, { waitUntil: 'load' });
      const atFirst = await layoutProblems(page, tails);
      const textAtFirst = first === desktopSize ? await page.locator('body').innerText() : null;
      await page.setViewportSize(second);
      const atSecond = await layoutProblems(page, tails);
      // The text as laid out at 1366 px (a phone layout may hide some of it).
      const text = textAtFirst ?? await page.locator('body').innerText();
      const [desktop, phone] = first === desktopSize ? [atFirst, atSecond] : [atSecond, atFirst];
      if (desktop.overflow) wide.push(`${u} at 1366: ${desktop.overflow} px`);
      if (phone.overflow) wide.push(`${u} at 390: ${phone.overflow} px`);
      for (const t of desktop.unisolated) unisolated.add(`${new URL(u).pathname}: ${t}`);
      // /reproduce/ quotes the paper's figures by design, each under a heading saying they are the paper's panel.
      if (new URL(u).pathname.endsWith('/reproduce/')) expect(text, '/reproduce/ says whose figures it quotes').toMatch(/the paper’s own panel/);
      for (const f of new URL(u).pathname.endsWith('/reproduce/') ? [] : facts) {
        const m = text.match(f.phrase);
        if (m) stated.push(`${new URL(u).pathname}: "${text.slice(Math.max(0, m.index! - 60), m.index! + 40).replace(/\s+/g, ' ')}"`);
      }
    }
    await page.close();
    expect(visited.length).toBeGreaterThan(100);
    expect(visited.filter((u) => /^\/tasks\/[^/]+\/[^/]+\/$/.test(new URL(u).pathname))).toHaveLength(tasks.length);
    expect(wide).toEqual([]);
    expect([...unisolated]).toEqual([]);
    expect(stated).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  }, 300_000);

  it('says what the release lacks: the all-error E0 build, surfaces that never met, an undefined AP-Acc, a family without verdicts', async () => {
    const text = async (p: string) => (await (await fetch(new URL(p, oddUrl))).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const surfaces = await text('surfaces/');
    expect(surfaces).toContain('Build p6-allerr has no decisive run (24 runs, 24 of them errors)');
    expect(surfaces).toMatch(/Never met in a decisive conflict: SP–SD, SP–PF, SP–UI, TD–PF, TD–UI, SD–UI/);
    const overview = await text('');
    expect(overview).toContain('Acc &gt; AP-Acc for every model where AP-Acc is defined (6 of 7)');
    expect(overview).toMatch(/AP-Acc is undefined for Модель без AP/);
    expect(await text('reliability/')).toMatch(/Gap positive for every model where it is defined \(\d of 7\)/);
    expect(await text('failures/')).toContain('No row for Tool use: its 4 rules have no qualifying verdict in the panel.');
    expect(await text('models/m-7-noap/')).toContain('undefined: no qualifying verdict on an against-prior rule');
    // The paper's 4, 5 and 7 of 9 scaled to the 6 probe builds: 3/6, 4/6, 5/6 (hand: ⌈k·6/9⌉); R0004's probe
    // records (release/probe.jsonl) say against 5 times of 6, so it is "against" at all three.
    expect((await text('rules/R0004/')).replaceAll('&#39;', "'")).toContain("3/6 (the paper's 4 of 9): against · 4/6 (the paper's 5 of 9): against · 5/6 (the paper's 7 of 9): against");
    expect((await text('reliability/')).replaceAll('&#39;', "'")).toContain("out of the 6 probe builds of this release: 3/6, 4/6, 5/6: the paper's 4, 5 and 7 of 9, scaled to 6");
  });

  it('offers no CSV with a formula-leading cell: table files, table downloads and the SQL page', async () => {
    const bad: string[] = [];
    const csvLinks = new Set<string>();
    for (const u of distinctPaths(crawled.pages)) {
      const html = await (await fetch(u)).text();
      for (const m of html.matchAll(/href="([^"]+\.csv)"/g)) csvLinks.add(new URL(m[1]!, u).href);
    }
    expect(csvLinks.size).toBeGreaterThan(5);
    for (const u of csvLinks) for (const c of csvCells(await (await fetch(u)).text())) if (isFormulaCell(c)) bad.push(`${u}: ${c.slice(0, 40)}`);

    const page = await browser.context.newPage();
    const modelsPage = new URL('models/', oddUrl).href;
    await page.goto(modelsPage, { waitUntil: 'load' });
    const [tableDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download="csv"]').first().click()]);
    for (const c of csvCells(fs.readFileSync(await tableDownload.path(), 'utf8'))) if (isFormulaCell(c)) bad.push(`models table download: ${c.slice(0, 40)}`);

    const sql = 'SELECT verdict_id, evidence, rationale, -1.5 AS negative FROM verdicts ORDER BY verdict_id LIMIT 20';
    await page.goto(new URL(`query/?sql=${encodeURIComponent(sql)}`, oddUrl).href, { waitUntil: 'load' });
    const link = page.locator('a[data-csv]');
    await expect.poll(async () => link.isVisible(), { timeout: 60_000 }).toBe(true);
    const [sqlDownload] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const sqlCells = csvCells(fs.readFileSync(await sqlDownload.path(), 'utf8'));
    expect(sqlCells.some((c) => c.startsWith("'=HYPERLINK"))).toBe(true);
    expect(sqlCells).toContain('-1.5');
    for (const c of sqlCells) if (isFormulaCell(c)) bad.push(`SQL page download: ${c.slice(0, 40)}`);
    await page.close();
    expect(bad).toEqual([]);
  }, 180_000);
});
