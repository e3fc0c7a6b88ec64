/**
 * axe-core in a page, for the browser tests: the one way they run it. `axeViolations` injects
 * axe-core (node_modules/axe-core/axe.min.js) into the page once per document, runs it on the
 * whole document with the target-size rule enabled (WCAG 2.5.8, off by default in axe), and returns
 * the serious and critical violations as "rule (impact): target, target, target" strings.
 * `only`: run just these rules (e.g. LAYOUT_RULES when only the width or the colour scheme changed);
 * `exclude`: selectors of parts left out (e.g. the page chrome, already checked on another page).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeResult { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }
type AxeWindow = { axe?: { run: (context: Document | object, options: object) => Promise<AxeResult> } };

/**
 * The rules whose outcome depends on the width or the colour scheme (contrast, target sizes, what
 * overflows and scrolls, links told apart by colour); every other rule reads the document and
 * the elements shown, which change with neither once a page has been checked at a width.
 */
export const LAYOUT_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable', 'link-in-text-block'];

export async function axeViolations(page: Page, only: readonly string[] | null = null, exclude: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => (window as unknown as AxeWindow).axe !== undefined))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async ([rules, left]) => {
    const context = left.length === 0 ? document : { include: [document], exclude: left.map((s) => [s]) };
    const options = rules === null
      ? { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } }
      : { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } };
    const r = await (window as unknown as AxeWindow).axe!.run(context, options);
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
  }, [only === null ? null : [...only], [...exclude]] as const);
}
