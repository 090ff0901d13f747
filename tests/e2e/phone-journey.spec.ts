import { expect, test, type Page } from '@playwright/test';
import boardEn from '../../messages/event-board/en.json';
import boardTh from '../../messages/event-board/th.json';
import depositEn from '../../messages/deposit/en.json';
import depositTh from '../../messages/deposit/th.json';
import lotteryEn from '../../messages/lottery/en.json';
import lotteryTh from '../../messages/lottery/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import { solveCaptcha } from '../support/captcha-answer';
import { journeyLocales } from '../support/locales';
import { latestSmsCode } from '../support/outbox';
import { platformUrl, reconcileLedger } from '../support/platform-admin';
import { satang } from '../support/slot-rounds';
import { placeFromSlip } from '../support/board-slip';

/**
 * Issue #30's phone journey, on a 390×844 phone as a new player goes: the home shows a game on the
 * first screen; registration is phone first; a deposit turns credited without a reload; a Banker bet
 * on the baccarat table view and a handicap bet from the bottom-sheet slip; the records as cards;
 * and back home from each game by its game bar. Each step's rules are proven in its own spec
 * (phone-home, accounts-register, cashier-journey, live-table-journey, event-board-journey,
 * phone-fit); this one walks them in a row.
 */
const PHONE = { width: 390, height: 844 };
const TEXT = {
  th: { deposit: depositTh.deposit, live: lotteryTh, board: boardTh, records: recordsTh.records },
  en: { deposit: depositEn.deposit, live: lotteryEn, board: boardEn, records: recordsEn.records },
} as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const operator = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${platformUrl}/admin${path}`, {
    method,
    headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  return (await response.json()).value;
};
const headerSatang = async (page: Page) => satang(await page.getByTestId('header-balance').innerText());

for (const locale of journeyLocales('en')) {
  const { deposit: d, live, board, records } = TEXT[locale.name as 'th' | 'en'];
  const home = locale.prefix || '/';

  test(`the phone journey (${locale.name}): home, phone-first registration, a credited deposit, baccarat and a handicap bet, records as cards, home by the game bar`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: PHONE, locale: locale.name === 'th' ? 'th-TH' : 'en-GB' });
    await context.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B,F'));
    const page = await context.newPage();
    const backHome = async () => {
      const bar = page.getByRole('navigation', { name: locale.site.play.gameBar });
      await bar.getByTestId('game-home').click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${locale.prefix}/?$`));
    };

    await test.step('a game on the home’s first screen', async () => {
      await page.goto(home);
      const tile = page.locator('#main .game-tile').first();
      await expect(tile).toBeInViewport();
      expect((await tile.boundingBox())!.y).toBeLessThanOrEqual(400);
    });

    const mobile = `08${String(Date.now()).slice(-8)}`;
    await test.step('registration, phone first: number and code, password, then the rest', async () => {
      await page.goto(`${locale.prefix}/register`);
      const dialog = page.getByRole('dialog', { name: locale.account.register.title });
      const steps = locale.account.register.steps;
      await dialog.locator('#register-mobileNum').fill(mobile);
      const forCode = await solveCaptcha(page, dialog.locator('#register-captcha'));
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.getByRole('heading', { name: steps.code })).toBeFocused();
      await dialog.locator('#register-verificationCode').fill(await latestSmsCode(mobile));
      await dialog.getByRole('button', { name: steps.next, exact: true }).click();
      await dialog.locator('#register-password').fill('Phone2026ok');
      await dialog.locator('#register-confirmPassword').fill('Phone2026ok');
      await dialog.getByRole('button', { name: steps.next, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: steps.details })).toBeFocused();
      await dialog.getByLabel(locale.account.register.adult).check();
      await solveCaptcha(page, dialog.locator('#register-captcha'), forCode);
      await dialog.getByRole('button', { name: locale.account.register.submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-balance')).toHaveText(/0\.00/);
    });

    await test.step('a deposit of 1,000 turns credited without a reload', async () => {
      await page.goto(`${locale.prefix}/depositv2`);
      await page.getByLabel(d.amount, { exact: true }).fill('1000');
      const payer = page.getByLabel(d.payeeName, { exact: true });
      if ((await payer.inputValue()) === '') await payer.fill('Somchai Phone');
      await page.getByRole('button', { name: d.continue }).click();
      await page.getByRole('button', { name: d.confirm }).click();
      const heading = page.getByRole('heading', { name: new RegExp(fill(d.orderTitle, { id: '(DP[0-9A-Z]{6,30})' })) });
      await expect(heading).toBeVisible();
      const depositId = /(DP[0-9A-Z]{6,30})/.exec(await heading.innerText())![1];
      await operator('POST', `/deposits/${depositId}/approve`, { remark: 'e2e phone journey' });
      const sheet = page.getByRole('dialog', { name: d.creditedTitle });
      await expect(sheet).toBeVisible({ timeout: 20_000 });
      await sheet.getByRole('button', { name: d.done }).last().click();
      await expect(page.getByRole('status').filter({ hasText: d.states['2'] })).toBeVisible();
      await expect.poll(() => headerSatang(page)).toBeGreaterThan(90_000);
    });

    await test.step('Banker on the baccarat table view, then home by the game bar', async () => {
      await operator('POST', '/live/baccarat/deal-now');
      await page.goto(`${locale.prefix}/baccarat`);
      const felt = page.locator('.live-felt');
      const t = live.liveTable;
      const spots = live.liveSpots;
      await felt.getByRole('button', { name: fill(t.chip, { amount: '50.00' }), exact: true }).click();
      await felt.getByRole('button', { name: fill(t.spotAria, { spot: spots.BANKER, odds: '0.95:1' }), exact: true }).click();
      await felt.getByRole('button', { name: t.review, exact: true }).click();
      await felt.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(page.locator('.lottery-my-bets tbody tr').first()).toHaveAttribute('data-state', 'placed');
      await backHome();
    });

    await test.step('a handicap bet from the bottom-sheet slip, then home by the game bar', async () => {
      const t = board.eventBoard;
      await page.goto(`${locale.prefix}/eventBoard?board=sports&gameCode=SBO_00001`);
      await page.getByRole('tablist', { name: t.marketsLabel }).getByRole('tab', { name: t.markets.HANDICAP }).click();
      const price = page.locator('.event-card').nth(1).locator('.event-odds[data-market="HANDICAP"] button').first();
      await price.click();
      const sheet = page.getByRole('dialog', { name: t.slip });
      const box = (await sheet.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
      await placeFromSlip(sheet, t, '10');
      await sheet.getByRole('button', { name: t.closeSlip }).click();
      await expect(page.locator('.lottery-my-bets tbody tr[data-state="placed"]')).toHaveCount(1);
      await backHome();
    });

    await test.step('the records as cards on the phone', async () => {
      await page.goto(`${locale.prefix}/transactionHistory`);
      const table = page.locator('table.card-table').first();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      // A card, not a squeezed table: the header row is hidden and each row is a box of its own as wide as the list.
      expect(await table.locator('thead').evaluate((head) => head.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      const card = await table.locator('tbody tr').first().evaluate((row) => ({ display: getComputedStyle(row).display, width: row.getBoundingClientRect().width, list: row.closest('table')!.getBoundingClientRect().width }));
      expect(card.display).not.toBe('table-row');
      expect(card.width).toBeGreaterThanOrEqual(card.list - 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expect(page.getByRole('heading', { level: 1, name: records.titles.transactionHistory })).toBeVisible();
    });

    expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
    await context.close();
  });
}
