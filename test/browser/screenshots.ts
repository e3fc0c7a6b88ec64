// Manual look at the site: screenshots (1366 px and 390 px, light and dark) of the main pages into
// /tmp/shots. Usage: node test/browser/screenshots.ts http://127.0.0.1:4399/ [page ...]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.ts';

const [base = 'http://127.0.0.1:4321/', ...pages] = process.argv.slice(2);
const list = pages.length ? pages : [''];
mkdirSync('/tmp/shots', { recursive: true });
const modes = [
  ['light', { colorScheme: 'light', width: 1366, height: 900 }],
  ['dark', { colorScheme: 'dark', width: 1366, height: 900 }],
  ['phone', { colorScheme: 'light', width: 390, height: 844 }],
  ['phone-dark', { colorScheme: 'dark', width: 390, height: 844 }],
] as const;
for (const [mode, opts] of modes) {
  const browser = await launchChromium(opts);
  const page = await browser.context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.error(`[${mode}] console error: ${m.text()}`); });
  for (const p of list) {
    await page.goto(new URL(p, base).href, { waitUntil: 'load' });
    const name = (p || 'index').replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${name}-${mode}.png`, fullPage: true });
  }
  await browser.close();
}
console.error('screenshots in /tmp/shots');
