import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/platform-admin';

// The anonymous announcement popup (execution B) opens on the home page; these journeys start
// with it already closed for the session.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

async function logIn(page: Page, credentials: { username: string; password: string }) {
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await dialog.getByLabel('ชื่อผู้ใช้').fill(credentials.username);
  await dialog.getByLabel('รหัสผ่าน').fill(credentials.password);
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(dialog).toBeHidden();
}

test('the home page arrives with real game tiles in its first HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<html lang="th"');
  const tiles = html.match(/data-game-code="[^"]+"/g) ?? [];
  expect(tiles.length).toBeGreaterThanOrEqual(12);
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
});

test('a member opens the home page, logs in, sees the balance, reloads, and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-game-code]').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'หมวดหมู่เกม' })).toBeVisible();

  await logIn(page, demo.member);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/฿\s?[\d,]+\.\d{2}/);

  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(/฿\s?[\d,]+\.\d{2}/);
  await expect(page.getByTestId('header-account').locator('.account-name')).toHaveText('Demo 01');

  await page.getByTestId('header-account').click();
  await expect(page.getByTestId('header-account')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  const confirm = page.getByRole('dialog', { name: 'ออกจากระบบ' });
  await expect(confirm).toContainText('คุณต้องการออกจากระบบหรือไม่?');
  await confirm.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'portal_session')).toBeUndefined();
});

test('a wrong password shows the localized error and keeps the modal open', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('ชื่อผู้ใช้').fill('demo02');
  await dialog.getByLabel('รหัสผ่าน').fill('not-the-password');
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('บัญชีหรือรหัสผ่านไม่ถูกต้อง');
  await dialog.getByLabel('ชื่อผู้ใช้').fill('');
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(dialog.getByText('ช่องนี้ห้ามเว้นว่าง')).toBeVisible();
});

test('an agent login goes to the agent center; guests are sent away from gated pages', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember$/);

  await page.goto('/agent');
  await logIn(page, demo.agent);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-name')).toHaveText('Agent 01');
});

test('English and Chinese are served under /en and /zh', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live casino, slots, sports and lottery in one place');
  await page.locator('.site-header .lang-select summary').click();
  await page.locator('.site-header .lang-select').getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test('a member adds a game to favourites from its tile, finds it under /favorite, and removes it', async ({ page }) => {
  await page.goto('/live');
  await logIn(page, demo.member);
  await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/);
  const tile = page.locator('li.game-tile[data-game-code]').first();
  const gameCode = await tile.getAttribute('data-game-code');
  const toggle = tile.locator('button.fav');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // The heart turns at once; the reload below waits for the server's answer, which a busy machine may send later.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/favorites') && response.request().method() === 'POST');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  // The list is the server's: it survives a reload and shows on the member's favourites page.
  await page.reload();
  await expect(page.locator(`li.game-tile[data-game-code="${gameCode}"] button.fav`).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorite');
  const favourite = page.locator(`.game-grid [data-game-code="${gameCode}"]`);
  await expect(favourite).toBeVisible();
  await favourite.locator('button.fav').click();
  await expect(favourite.locator('button.fav')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.locator(`.game-grid [data-game-code="${gameCode}"]`)).toHaveCount(0);
});
