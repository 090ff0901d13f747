import { chromium } from '@playwright/test';
const url = process.argv[2]; const js = process.argv[3] !== 'nojs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => { const p = performance.getEntriesByType('paint').map(e => e.name + ':' + Math.round(e.startTime)); const n = performance.getEntriesByType('navigation')[0]; return p.join(' ') + ' dcl:' + Math.round(n.domContentLoadedEventEnd); });
  console.log(js ? 'js' : 'nojs', r);
  await ctx.close();
}
await browser.close();
