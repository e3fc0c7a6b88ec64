/**
 * Judge survival beside every rank (issue 40): wherever Table 2 appears (the overview's
 * leaderboard, /models/ and Table 2's own page), each model's row says whether its lead over the
 * next model survives re-drawing the judge's labels, and the page links to the explanation. The
 * fixture's entities/judge_sensitivity.json has an audit (status ok) and p_judge 0.55 for
 * alpha-1 over beta-2 and 0.96 for beta-2 over gamma-3: against the 95% level, by hand,
 * "not kept (55.0%)" and "kept (96.0%)"; gamma-3, last, has no next model.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

const pages = [
  { path: '', table: '[data-table="leaderboard"]' },
  { path: 'models/', table: '[data-table="models"]' },
  { path: 'tables/table2_leaderboard/', table: '[data-table="table2_leaderboard"]' },
];

describe('Table 2: judge survival beside every rank', () => {
  it('on the overview, /models/ and Table 2\'s page: each row\'s lead over the next, and a link to the explanation', async () => {
    const page = await browser.context.newPage();
    const seen: Record<string, unknown> = {};
    for (const { path, table } of pages) {
      await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
      seen[path] = await page.evaluate((table) => {
        const t = document.querySelector(`${table} table.data`)!;
        const heads = [...t.querySelectorAll<HTMLElement>('thead th')];
        const j = heads.findIndex((th) => th.dataset.col === 'judge_order');
        const rank = heads.findIndex((th) => th.dataset.col === 'rank');
        const rows = [...t.querySelectorAll<HTMLTableRowElement>('tbody tr')];
        return {
          visible: j >= 0 && heads[j]!.checkVisibility(),
          // Beside the rank: no more than two columns between them (tier, and the other of the pair).
          besideRank: j >= 0 && rank >= 0 && Math.abs(j - rank) <= 3,
          cells: rows.map((tr) => (j < 0 ? null : (tr.cells[j]!.textContent ?? '').trim().replace(/^—$/, ''))),
          explained: [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].some((a) => a.pathname.endsWith('/reliability/') && a.hash === '#judge-sensitivity'),
        };
      }, table);
    }
    await page.close();
    const expected = { visible: true, besideRank: true, cells: ['not kept (55.0%)', 'kept (96.0%)', ''], explained: true };
    expect(seen).toEqual({ '': expected, 'models/': expected, 'tables/table2_leaderboard/': expected });
  });
});
