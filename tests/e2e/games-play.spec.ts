import { expect, test, type Page } from '@playwright/test';
import { journeyLocales } from '../support/locales';
import { freshIp } from '../support/platform-admin';
import { logIn } from '../support/log-in';
import { playSlotRounds } from '../support/slot-rounds';

// Spec §4 game launch and §2 game pages: members play the local vendor's slot in /seamless and the
// header balance follows; guests get the login popup; trial players play the slot with their trial
// credit, and gated actions (favourites) give them the real-account warning.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

// One member per language, so each journey starts with an empty recent list.
const MEMBERS: Record<string, { username: string; password: string }> = {
  th: { username: 'demo02', password: 'Demo@2026' },
  en: { username: 'demo03', password: 'Demo@2026' },
};
const MULTIPLIERS = [0, 2, 16, 20, 40, 100, 250, 1000];

const amount = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);


/** Clicks a tile's play overlay (retried until the page is interactive) and waits for `done`. */
async function play(page: Page, gameCode: string, done: () => Promise<void>) {
  const button = page.locator(`[data-game-code="${gameCode}"]`).first().locator('button.play');
  await expect(async () => {
    await button.click();
    await done();
  }).toPass({ timeout: 30_000 });
}

for (const locale of journeyLocales('en')) {
  test.describe(`playing games (${locale.name})`, () => {
    test('a member plays a slot in the game page, goes back with the new balance, and finds it under RECENT', async ({ page }) => {
      await logIn(page, locale, MEMBERS[locale.name]);
      await page.goto(`${locale.prefix}/rng`);
      await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/);
      const menu = page.getByRole('navigation', { name: locale.site.nav.mainMenu });
      await expect(menu.getByRole('link', { name: locale.site.gameTypes.HOT, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: locale.site.gameTypes.RECENT, exact: true })).toHaveCount(0);
      const gameCode = (await page.locator('[data-game-code]').first().getAttribute('data-game-code'))!;

      await play(page, gameCode, () => expect(page).toHaveURL(/\/seamless\?gameCode=/, { timeout: 3_000 }));
      // The game page shows the header but no side menu or footer (spec §2).
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      const gameBalance = frame.getByTestId('balance');
      await expect(gameBalance).toHaveText(/\d\.\d{2}/);
      const before = amount(await gameBalance.innerText());
      expect(amount(await page.getByTestId('header-balance').innerText())).toBe(before);

      const bet = amount(await frame.getByTestId('bet').inputValue());
      let expected = before;
      for (let round = 0; round < 3; round++) {
        // The button is disabled from the click until the round settled.
        await frame.getByTestId('spin').click();
        await expect(frame.getByTestId('spin')).toBeEnabled();
        await expect(frame.getByTestId('result')).not.toHaveText(/…/);
        const after = amount(await gameBalance.innerText());
        expect(MULTIPLIERS.map((multiplier) => expected - bet + multiplier * bet)).toContain(after);
        expected = after;
      }
      // The header follows every settled round while the game is open.
      await expect.poll(async () => amount(await page.getByTestId('header-balance').innerText())).toBe(expected);

      await page.getByTestId('game-back').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/rng$`));
      await expect.poll(async () => amount(await page.getByTestId('header-balance').innerText())).toBe(expected);

      const recentLink = menu.getByRole('link', { name: locale.site.gameTypes.RECENT, exact: true });
      await expect(recentLink).toBeVisible();
      await recentLink.click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/recent$`));
      await expect(page.locator('main [data-game-code]').first()).toHaveAttribute('data-game-code', gameCode);
      // Favourites are hidden in the Recent view (spec §2).
      await expect(menu.getByRole('link', { name: locale.site.gameTypes.FAV, exact: true })).toHaveCount(0);
    });

    test('a guest who clicks Play gets the login popup; the game page itself needs a login', async ({ page }) => {
      await page.goto(`${locale.prefix}/rng`);
      const gameCode = (await page.locator('[data-game-code]').first().getAttribute('data-game-code'))!;
      const dialog = page.getByRole('dialog', { name: locale.account.login.title });
      await play(page, gameCode, () => expect(dialog).toBeVisible({ timeout: 3_000 }));
      await page.goto(`${locale.prefix}/seamless?gameCode=${gameCode}`);
      await expect(page).toHaveURL(/\/login\?next=/);
    });

    test('a trial player plays ten rounds of the slot with the trial credit; favourites still ask for a real account', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
      await page.goto(`${locale.prefix}/login`);
      await page.getByRole('dialog', { name: locale.account.login.title }).getByRole('button', { name: locale.account.login.freePlay }).click();
      await expect(page.getByTestId('header-balance')).toHaveText(/2,000\.00/);
      await page.goto(`${locale.prefix}/rng`);
      const tile = page.locator('[data-game-code]').first();
      const gameCode = (await tile.getAttribute('data-game-code'))!;
      const warning = page.getByRole('dialog', { name: locale.account.trial.title });
      await tile.locator('button.fav').click();
      await expect(warning.getByText(locale.account.trial.message)).toBeVisible();
      await warning.getByRole('button', { name: locale.account.trial.cancel }).click();
      // Play opens the game page: the trial credit plays the slot (spec §4 free play).
      await play(page, gameCode, () => expect(page).toHaveURL(/\/seamless\?gameCode=/, { timeout: 3_000 }));
      await expect(page.getByTestId('game-frame')).toBeVisible();

      const played = await playSlotRounds(page, locale.prefix, 10);
      expect(played.opening).toBe(200_000);
      await expect.poll(async () => amount(await page.getByTestId('header-balance').innerText())).toBe(played.balance);
    });

    test('the NEW menu item lists the vendors marked new', async ({ page }) => {
      await page.goto(`${locale.prefix}/rng`);
      const menu = page.getByRole('navigation', { name: locale.site.nav.mainMenu });
      await menu.getByRole('link', { name: locale.site.gameTypes.NEW, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/new$`));
      await expect(page.locator('main [data-vassalage="NLC"]')).toBeVisible();
    });
  });
}

// A tile says it opens a stand-in only when it does, also once the list is the browser's (after
// hydration, and on a page the browser fetched): the live casino's baccarat, roulette, sic bo and
// dragon tiger tables are our own tables, the rest stand-ins (tests/bff/tile-launch.spec.ts reads the
// server's HTML).
test('a category page in the browser labels only its stand-in tiles, on its first page and the next', async ({ page }) => {
  const ownTable = /baccarat|roulette|sic bo|dragon tiger/i;
  for (const path of ['/en/live', '/en/live?pageNo=2']) {
    await page.goto(path);
    const tiles = page.locator('li.game-tile[data-game-code]');
    await expect(tiles.first()).toBeVisible();
    await expect(async () => {
      const rows = await tiles.evaluateAll((items) => items.map((tile) => ({ name: tile.querySelector('.name')?.textContent ?? '', labelled: tile.querySelector('[data-testid="stand-in"]') !== null })));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.labelled === ownTable.test(row.name))).toEqual([]);
    }).toPass({ timeout: 15_000 });
  }
});
