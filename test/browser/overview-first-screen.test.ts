/**
 * The overview answers first (issue 40): in its first screen, at 1366 × 900 and on a phone at
 * 390 × 844, it holds one sentence each on the leader, AP-Acc against Acc, the E0 surface order,
 * reliability (ICC, the judge-swap κ and the judge survival of adjacent orders) and failures, each
 * visible and linking to its evidence; one leaderboard; at 1366 px the page is at most 5,000 px
 * tall. On the fixture site the AP-Acc sentence is checked against a hand computation from its
 * models.json.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const sites = { fixture: inject('siteUrl'), odd: inject('oddUrl'), payload: inject('payloadUrl') };
const screens = [{ width: 1366, height: 900 }, { width: 390, height: 844 }] as const;
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

const FINDINGS = ['lead', 'ap_gap', 'e0', 'reliability', 'failures'];

describe('overview first screen', () => {
  for (const [site, url] of Object.entries(sites)) {
    for (const screen of screens) {
      it(`${site} site at ${screen.width} × ${screen.height}: five findings on the first screen, each linked; one leaderboard${screen.width === 1366 ? '; ≤ 5,000 px' : ''}`, async () => {
        const page = await browser.context.newPage();
        await page.setViewportSize(screen);
        await page.goto(url, { waitUntil: 'load' });
        // What a reader sees of each finding: its rendered text (innerText leaves out what is not displayed) and where it ends.
        const found = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main [data-finding]')].map((li) => ({
          id: li.dataset.finding, text: li.innerText, bottom: li.getBoundingClientRect().bottom, link: li.querySelector('a.evidence')?.getAttribute('href') ?? null,
          linkBottom: li.querySelector('a.evidence')?.getBoundingClientRect().bottom ?? Infinity,
        })));
        expect(found.map((f) => f.id)).toEqual(FINDINGS);
        for (const f of found) {
          expect(f.bottom, `${f.id} ends at ${f.bottom} px`).toBeLessThanOrEqual(screen.height);
          expect(f.linkBottom, `${f.id}'s evidence link ends at ${f.linkBottom} px`).toBeLessThanOrEqual(screen.height);
          expect(f.link, f.id).toBeTruthy();
        }
        const text = (id: string) => found.find((f) => f.id === id)!.text;
        expect(text('e0')).toMatch(/surfaces contradict|tested surface order|no E0 conflict/);
        expect(text('reliability')).toMatch(/ICC/);
        expect(text('reliability')).toMatch(/κ|no judge-swap rows/);
        expect(text('reliability')).toMatch(/adjacent orders|no order to test/);
        expect(text('ap_gap')).toMatch(/AP-Acc/);
        expect(text('lead')).toMatch(/leads by Acc|only model|no leader/);
        const shape = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, boards: document.querySelectorAll('main [data-table="leaderboard"], main [data-table="table2_leaderboard"]').length }));
        expect(shape.boards).toBe(1);
        if (screen.width === 1366) expect(shape.height).toBeLessThanOrEqual(5000);
        await page.close();
      });
    }
  }
  it('fixture: the AP-Acc sentence is the hand computation (Δ 7.3, 4.1, 5.9: 3 of 3, +4.1 to +7.3 pp)', async () => {
    const page = await browser.context.newPage();
    await page.goto(sites.fixture, { waitUntil: 'load' });
    const t = await page.locator('[data-finding="ap_gap"]').textContent();
    expect(t).toContain('AP-Acc is below Acc for 3 of 3 models (Δ = Acc − AP-Acc from +4.1 to +7.3 pp).');
    await page.close();
  });
  it('odd site: reliability and failures lead with their finding, the paragraph right under the title, on the first screen at 390 px', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const lead: Record<string, { text: string; bottom: number } | null> = {};
    for (const path of ['reliability/', 'failures/']) {
      await page.goto(new URL(path, sites.odd).href, { waitUntil: 'load' });
      lead[path] = await page.evaluate(() => {
        const p = document.querySelector('main h1')?.nextElementSibling;
        return p && p.id === 'finding' ? { text: (p as HTMLElement).innerText, bottom: p.getBoundingClientRect().bottom } : null;
      });
    }
    await page.close();
    expect(lead['reliability/']?.text).toMatch(/ICC.*(κ|no judge-swap rows).*(adjacent orders|no order to test)/s);
    expect(lead['failures/']?.text).toMatch(/^(Failures concentrate on \S+ rules: [\d.]+% of all [\d,]+ failures\.|The build has no failures by action)/);
    for (const l of Object.values(lead)) expect(l!.bottom).toBeLessThanOrEqual(844);
  });
});
