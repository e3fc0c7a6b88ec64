import { launchChromium } from './chromium.ts';
const [base, ...pages] = process.argv.slice(2);
const browser = await launchChromium({ width: 1366, height: 900 });
const page = await browser.context.newPage();
for (const width of [1366, 390]) {
  await page.setViewportSize({ width, height: 900 });
  for (const p of pages) {
    await page.goto(new URL(p, base).href, { waitUntil: 'load' });
    const r = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('main *')].filter((el) => { const s = getComputedStyle(el); return (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1 && !el.closest('.visually-hidden'); })
        .map((el) => `${el.tagName}.${el.className}#${el.closest('[id]')?.id}: ${el.scrollWidth - el.clientWidth}px`);
      return { h: document.documentElement.scrollHeight, boxes };
    });
    console.log(width, p || '/', r.h, r.boxes.slice(0, 8).join(' | '));
  }
}
await browser.close();
