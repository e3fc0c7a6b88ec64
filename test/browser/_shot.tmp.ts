import { launchChromium } from './chromium.ts';
const [base, p, sel = '', width = '1366', scheme = 'light', name = 'shot'] = process.argv.slice(2);
const browser = await launchChromium({ width: Number(width), height: 900, colorScheme: scheme as 'light' });
const page = await browser.context.newPage();
await page.goto(new URL(p!, base).href, { waitUntil: 'load' });
if (sel) await page.locator(sel).first().screenshot({ path: `/tmp/shots/${name}.png` });
else await page.screenshot({ path: `/tmp/shots/${name}.png` });
await browser.close();
