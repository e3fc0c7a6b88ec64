/**
 * What a chart figure declares and renders, and whether they agree (issue 40): its heading names
 * the quantity it declares (data-quantity), its visible SVG's aria-label is the heading, an axis
 * title Plot rendered names the quantity, and a chart drawn from a table plots exactly the declared
 * column(s), each headed by the quantity. Used by chart-fields.test.ts (every page type with
 * charts) and your-model.test.ts (the chart drawn after a file is scored).
 */
import type { Page } from 'playwright-core';

export interface FoundChart {
  id: string; quantity: string; fields: string[]; labels: string[]; values: number[]; heading: string; aria: string; axes: string[]; column: number[]; headLabels: string[];
}

/** What each chart figure of the page declares and renders. */
export function chartsOf(page: Page): Promise<FoundChart[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main figure.chart')].map((fig) => {
    const fields = (fig.dataset.fields ?? '').split(' ').filter(Boolean);
    const svg = [...fig.querySelectorAll<SVGSVGElement>('svg[aria-label]')].find((s) => s.checkVisibility());
    // The table the chart is drawn from: its own alternative table, or the section table beside it.
    const table = fig.querySelector('table.data') ?? fig.closest('article')?.querySelector('table.data') ?? null;
    const heads = table ? [...table.querySelectorAll<HTMLElement>('thead th')] : [];
    const column = fields.flatMap((f) => {
      const j = heads.findIndex((th) => th.dataset.col === f);
      return j < 0 ? [Number.NaN] : [...table!.querySelectorAll('tbody tr')].map((tr) => (tr as HTMLTableRowElement).cells[j]!.dataset.sort ?? '').filter((v) => v !== '').map(Number);
    });
    return {
      id: fig.closest('article[id]')?.id ?? fig.querySelector('.chart-heading')?.textContent ?? '?',
      quantity: fig.dataset.quantity ?? '',
      fields,
      labels: JSON.parse(fig.dataset.fieldLabels ?? '[]') as string[],
      values: JSON.parse(fig.dataset.values ?? '[]') as number[],
      heading: fig.querySelector('.chart-heading')?.textContent ?? '',
      aria: svg?.getAttribute('aria-label') ?? '',
      axes: [...(svg?.querySelectorAll('[data-axis-label]') ?? [])].map((g) => g.textContent ?? ''),
      column,
      headLabels: fields.map((f) => heads.find((th) => th.dataset.col === f)?.textContent ?? ''),
    };
  }));
}

/** Whether `text` names `quantity`, not as the start of a longer word ("Accuracy" does not name "Acc"). */
export function names(text: string, quantity: string): boolean {
  const t = text.toLowerCase();
  const q = quantity.toLowerCase();
  for (let i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1)) if (!/\p{L}/u.test(t.charAt(i + q.length))) return true;
  return false;
}

export function problemsOf(where: string, c: FoundChart): string[] {
  const out: string[] = [];
  const at = `${where} ${c.id}`;
  if (c.quantity === '') return [`${at}: a chart that does not declare what it plots`];
  if (!names(c.heading, c.quantity)) out.push(`${at}: heading "${c.heading}" does not name ${c.quantity}`);
  if (c.aria !== c.heading) out.push(`${at}: aria-label "${c.aria}" ≠ heading "${c.heading}"`);
  if (!c.axes.some((a) => names(a, c.quantity))) out.push(`${at}: no axis title names ${c.quantity} (axes: ${JSON.stringify(c.axes)})`);
  c.headLabels.forEach((head, i) => {
    if (!names(head, c.quantity)) out.push(`${at}: plotted column ${c.fields[i]} is headed "${head}", not ${c.quantity}`);
    if (!head.startsWith(c.labels[i] ?? '\u0000')) out.push(`${at}: declared label "${c.labels[i]}" is not the table's header "${head}"`);
  });
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  if (c.fields.length > 0 && JSON.stringify(sorted(c.values)) !== JSON.stringify(sorted(c.column))) out.push(`${at}: plots ${JSON.stringify(c.values)}, the table's ${c.fields.join(', ')} is ${JSON.stringify(c.column)}`);
  return out;
}
