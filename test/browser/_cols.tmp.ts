import { launchChromium } from './chromium.ts';
const [base, p, sel, width = '1366'] = process.argv.slice(2);
const browser = await launchChromium({ width: Number(width), height: 900 });
const page = await browser.context.newPage();
await page.goto(new URL(p!, base).href, { waitUntil: 'load' });
console.log(await page.evaluate((sel) => [...document.querySelectorAll(`${sel} thead th`)].map((th) => `${th.textContent!.trim().slice(0, 30)}=${Math.round(th.getBoundingClientRect().width)} ${getComputedStyle(th).whiteSpace} ${getComputedStyle(th).overflowWrap}`).join('\n'), sel));
await browser.close();
