/**
 * Every chart plots the field its heading names (issue 40): on the section pages of two built
 * releases (odd-shaped and hostile mini), each chart figure states the column(s) it plots; its
 * heading, its SVG's aria-label and its axis label name that field (the table's own header label
 * of the column, or θ for the per-fit strengths); and the plotted values are exactly that
 * column's values in the table beside it, so a chart drawing another column fails.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const sites = { odd: inject('oddUrl'), payload: inject('payloadUrl') };
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

describe('charts plot what their heading names', () => {
  for (const [site, url] of Object.entries(sites)) {
    it(`${site} site: surfaces, failures, reliability, non-coding`, async () => {
      const page = await browser.context.newPage();
      const problems: string[] = [];
      let charts = 0;
      for (const path of ['surfaces/', 'failures/', 'reliability/', 'non-coding/']) {
        await page.goto(new URL(path, url).href, { waitUntil: 'load' });
        const found = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main figure.chart')].map((fig) => {
          const fields = (fig.dataset.fields ?? '').split(' ').filter(Boolean);
          const labels = JSON.parse(fig.dataset.fieldLabels ?? '[]') as string[];
          const values = JSON.parse(fig.dataset.values ?? '[]') as number[];
          const heading = fig.querySelector('.chart-heading')?.textContent ?? '';
          const svg = [...fig.querySelectorAll<SVGSVGElement>('svg[aria-label]')].find((s) => s.checkVisibility());
          const aria = svg?.getAttribute('aria-label') ?? '';
          const axis = [...(svg?.querySelectorAll('text') ?? [])].map((t) => t.textContent ?? '').find((t) => t.includes('→')) ?? '';
          // The table the chart is drawn from: its own alternative table, or the section table beside it.
          const table = fig.querySelector('table.data') ?? fig.closest('article')?.querySelector('table.data') ?? null;
          const heads = table ? [...table.querySelectorAll<HTMLElement>('thead th')] : [];
          const column = fields.flatMap((f) => {
            const j = heads.findIndex((th) => th.dataset.col === f);
            return j < 0 ? [Number.NaN] : [...table!.querySelectorAll('tbody tr')].map((tr) => (tr as HTMLTableRowElement).cells[j]!.dataset.sort ?? '').filter((v) => v !== '').map(Number);
          });
          const headLabels = fields.map((f) => heads.find((th) => th.dataset.col === f)?.textContent ?? '');
          return { id: fig.closest('[id]')?.id ?? '?', fields, labels, values, heading, aria, axis, column, headLabels };
        }));
        charts += found.length;
        for (const c of found) {
          const where = `/${path} ${c.id}`;
          if (c.fields.length === 0) { problems.push(`${where}: a chart that does not declare its field`); continue; }
          if (c.heading === '' || c.aria !== c.heading) problems.push(`${where}: heading "${c.heading}" ≠ aria-label "${c.aria}"`);
          if (!c.axis.startsWith(c.heading)) problems.push(`${where}: axis label "${c.axis}" does not name "${c.heading}"`);
          c.labels.forEach((label, i) => {
            if (!c.headLabels[i]!.startsWith(label)) problems.push(`${where}: declared label "${label}" is not the table's header "${c.headLabels[i]}"`);
            const named = c.labels.length > 1 ? label.startsWith('θ') && c.heading.includes('θ') : c.heading.toLowerCase().includes(label.toLowerCase());
            if (!named) problems.push(`${where}: heading "${c.heading}" does not name ${label}`);
          });
          const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
          if (JSON.stringify(sorted(c.values)) !== JSON.stringify(sorted(c.column))) problems.push(`${where}: plots ${JSON.stringify(c.values)}, the table's ${c.fields.join(', ')} is ${JSON.stringify(c.column)}`);
        }
      }
      await page.close();
      expect(problems).toEqual([]);
      // Not vacuous: the data build of a release writes tables with declared charts.
      expect(charts).toBeGreaterThan(5);
    });
  }
});
