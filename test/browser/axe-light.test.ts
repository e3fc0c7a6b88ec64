/**
 * No serious or critical axe-core violation (target-size included) on any page type, light theme:
 * every rule at 390 px, the layout and colour rules at 1366 px (axe-targets.ts; the other
 * theme's file swaps the widths). One page, axe injected once per document.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { axeProblems, axeTargets } from './axe-targets.ts';

let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => browser?.close());

describe('axe-core on every page type (light theme)', () => {
  it('has no serious or critical violation at 390 px (every rule) and 1366 px (layout and colour rules)', async () => {
    const page = await browser.context.newPage();
    const targets = axeTargets(inject('siteDir'));
    const problems = await axeProblems(page, { fixture: inject('siteUrl'), payload: inject('payloadUrl') }, targets, 'light', 390, 1366);
    await page.close();
    expect(problems).toEqual([]);
  });
});
