// Manual look at the site: screenshots (light, dark, 390 px phone) of the main pages into
// /tmp/shots. Usage: node test/browser/screenshots.ts http://127.0.0.1:4399/ [page ...]
import { launchChromium } from './chromium.ts';

const [base = 'http://127.0.0.1:4321/', ...pages] = process.argv.slice(2);
const list = pages.length ? pages : [''];
for (const [mode, opts] of [['light', { colorScheme: 'light' }], ['dark', { colorScheme: 'dark' }], ['phone', { colorScheme: 'light', width: 390, height: 844 }]] as const) {
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
