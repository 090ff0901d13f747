import { expect, test, type Page } from '@playwright/test';

// The link walk (issue 13): every link of the side menu, the header account menu and the footer
// of a logged-in member answers 200 with real content, in Thai, English and one right-to-left
// language.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const WALK = [
  { name: 'th', prefix: '', login: { title: 'เข้าสู่ระบบ' } },
  { name: 'en', prefix: '/en' },
  { name: 'ar', prefix: '/ar' },
] as const;

const MEMBER = { username: 'player01', password: 'Demo@2026' };

async function logIn(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await dialog.locator('#login-username').fill(MEMBER.username);
  await dialog.locator('#login-password').fill(MEMBER.password);
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/);
}

/** The page's own links in the three menus, as paths without the locale prefix, hash or query. */
async function menuLinks(page: Page, prefix: string): Promise<string[]> {
  // The account menu (in the member's header, loaded in the browser) and the side menu put their
  // content on the page when they first open; it stays there when they close.
  await page.getByTestId('header-account').click();
  await expect(page.locator('#account-menu a[href]').first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.locator('#account-menu')).toBeHidden();
  await expect(async () => {
    await page.locator('button[aria-controls="side-menu"]').first().click();
    await expect(page.locator('#side-menu a[href]').first()).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const hrefs = await page.locator('#side-menu a[href], #account-menu a[href], footer.site-footer a[href]').evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname.replace(new RegExp(`^${prefix}(?=/|$)`), '') || '/');
  return [...new Set(paths)].sort();
}

test('every side-menu, account-menu and footer link of a member answers 200 with real content in th, en and ar', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page);
  const walked: string[] = [];
  for (const locale of WALK) {
    await page.goto(`${locale.prefix}/member`);
    await expect(page.getByTestId('hub-account')).toHaveText(MEMBER.username);
    const paths = await menuLinks(page, locale.prefix);
    // The menus a member sees: at least the personal pages this branch and the cashier built.
    for (const expected of ['/messageV2', '/securityCenter', '/appDownload', '/transactionHistory', '/help']) expect(paths, paths.join(' ')).toContain(expected);
    for (const path of paths) {
      const url = `${locale.prefix}${path === '/' ? '' : path}` || '/';
      const response = await page.request.get(url);
      expect(response.status(), `${url}`).toBe(200);
      expect(new URL(response.url()).pathname, `${url} redirected`).not.toMatch(/\/login$/);
      const html = await response.text();
      expect(html, `${url} has a heading`).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, `${url} is in its language`).toContain(`<html lang="${locale.name}"`);
      walked.push(url);
    }
  }
  expect(walked.length).toBeGreaterThanOrEqual(30);
});
