import { expect, test } from '@playwright/test';
import { solveCaptcha } from '../support/captcha-answer';
import mallEn from '../../messages/mall/en.json';
import mallTh from '../../messages/mall/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The points mall and referral from a member's side, one journey per language, against the real
// platform: a member with points sees a goods item with its picture and redeems it behind the funds
// password (a wrong password first: the spec's message, nothing changes), sees it In process in the
// redeem history; then a new player registers through the member's referral link (from the page,
// with its QR code) and the member sees them in the invitation list.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXTS = { th: mallTh as typeof mallEn, en: mallEn };
const FUNDS_PASSWORD = 'Points#2026';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', 'Content-Type': 'application/json' };
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

async function admin<T>(method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${platformUrl}/admin${path}`, { method, headers: operator, body: JSON.stringify(body) });
  const json = await response.json();
  if (!json.success) throw new Error(`admin ${path}: ${json.code}`);
  return json.value as T;
}

for (const locale of journeyLocales('th')) {
  const { mall, referral } = TEXTS[locale.name as 'th' | 'en'];
  const intl = locale.name === 'th' ? 'th' : 'en';

  test.describe(`points mall and referral (${locale.name})`, () => {
    test('a member redeems a mall item with the funds password; a friend registers through the referral link and shows in the invitations', async ({ page, browser }) => {
      test.setTimeout(180_000);
      const username = uniqueName(`mj${locale.name}`);
      const password = 'Journey@2026';
      await createFundedMember(username, '0.00', password, 'Somchai Jaidee');
      const item = await admin<{ id: number }>('POST', '/mall/items', { name: `Mug ${username}`, description: 'A ceramic mug.', kind: 'goods', pointsPrice: 500, stock: 1 });
      await admin('POST', '/points/adjust', { account: username, points: 500, reference: `e2e-${username}` });

      await test.step('log in and set a funds password', async () => {
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(dialog).toBeHidden();
        const set = await page.request.put('/api/funds-password', { data: { password: FUNDS_PASSWORD, confirmPassword: FUNDS_PASSWORD } });
        expect(set.status()).toBe(200);
      });

      await test.step('a wrong funds password is refused with the spec’s message and changes nothing', async () => {
        await page.goto(`${locale.prefix}/pointMall`);
        await expect(page.getByRole('heading', { level: 1, name: mall.title })).toBeVisible();
        await expect(page.getByTestId('points-balance')).toHaveText(new Intl.NumberFormat(intl).format(500));
        // The item's picture, drawn by the platform, with its name in the page's language.
        const picture = page.getByTestId(`mall-item-${item.id}`).getByRole('img', { name: fill(mall.itemImage, { name: `Mug ${username}` }) });
        await expect(picture).toHaveAttribute('src', `/img/mall/${item.id}-goods.webp`);
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
        await page.getByTestId(`mall-item-${item.id}`).getByRole('button', { name: mall.exchange }).click();
        const form = page.getByRole('form', { name: fill(mall.exchangeTitle, { item: `Mug ${username}` }) });
        await form.getByLabel(mall.recipient).fill('Somchai Jaidee');
        await form.getByLabel(mall.address).fill('99/1 Sukhumvit Rd, Khlong Toei, Bangkok 10110');
        await form.getByLabel(mall.phone).fill('0812345678');
        await form.getByLabel(mall.fundsPassword).fill('Wrong#2026');
        await form.getByRole('button', { name: mall.confirmExchange }).click();
        await expect(form.getByRole('alert')).toHaveText(mall.errors.invalid_payment_pw);
        await page.reload();
        await expect(page.getByTestId('points-balance')).toHaveText(new Intl.NumberFormat(intl).format(500));
        await expect(page.getByTestId(`mall-item-${item.id}`)).toContainText(fill(mall.stock, { stock: 1 }));
      });

      await test.step('the right funds password redeems the item once', async () => {
        await page.getByTestId(`mall-item-${item.id}`).getByRole('button', { name: mall.exchange }).click();
        const form = page.getByRole('form', { name: fill(mall.exchangeTitle, { item: `Mug ${username}` }) });
        await form.getByLabel(mall.recipient).fill('Somchai Jaidee');
        await form.getByLabel(mall.address).fill('99/1 Sukhumvit Rd, Khlong Toei, Bangkok 10110');
        await form.getByLabel(mall.phone).fill('0812345678');
        await form.getByLabel(mall.fundsPassword).fill(FUNDS_PASSWORD);
        await form.getByRole('button', { name: mall.confirmExchange }).dblclick();
        await expect(page.getByTestId('mall-receipt')).toContainText(fill(mall.receiptState, { state: mall.states['0'] }));
        await expect(page.getByTestId('points-balance')).toHaveText('0');
        await page.getByRole('tab', { name: mall.tabs.history }).click();
        const history = page.getByTestId('redeem-history');
        await expect(history.getByRole('row')).toHaveCount(2);
        await expect(history).toContainText(`Mug ${username}`);
        await expect(history).toContainText(mall.states['0']);
        await page.getByRole('tab', { name: mall.tabs.details }).click();
        await expect(page.getByTestId('point-details')).toContainText(mall.types.redeem);
      });

      let link = '';
      await test.step('the referral page shows the invite link and its QR code', async () => {
        await page.goto(`${locale.prefix}/referral`);
        await expect(page.getByRole('heading', { level: 1, name: referral.title })).toBeVisible();
        await expect(page.getByTestId('referral-qr')).toBeVisible();
        link = await page.getByTestId('referral-link').inputValue();
        expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);
        await expect(page.getByTestId('referral-total')).toHaveText('0');
        await expect(page.getByText(referral.noInvites)).toBeVisible();
      });

      const friend = uniqueName(`mf${locale.name}`);
      await test.step('a friend registers through the link', async () => {
        const context = await browser.newContext({ locale: 'th-TH' });
        const other = await context.newPage();
        await other.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
        const url = new URL(link);
        await other.goto(`${locale.prefix}${url.pathname}${url.search}`);
        const dialog = other.getByRole('dialog', { name: locale.account.register.title });
        await dialog.getByRole('tab', { name: locale.account.register.tabUsername }).click();
        await dialog.locator('#register-username').fill(friend);
        await dialog.locator('#register-password').fill('Play2026ok');
        await dialog.locator('#register-confirmPassword').fill('Play2026ok');
        const email = dialog.locator('#register-email');
        if (await email.count()) await email.fill(`${friend}@example.com`);
        await dialog.getByLabel(locale.account.register.termsLink, { exact: false }).check();
        await dialog.getByLabel(locale.account.register.adult).check();
        await solveCaptcha(other, dialog.locator('#register-captcha'));
        await dialog.getByRole('button', { name: locale.account.register.submit, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(other.getByTestId('header-account').locator('.account-name')).toHaveText(friend);
        await context.close();
      });

      await test.step('the referrer sees the friend in the invitation list', async () => {
        await page.reload();
        await expect(page.getByTestId('referral-total')).toHaveText('1');
        await expect(page.getByTestId('invite-list')).toContainText(`${friend.slice(0, 2)}***${friend.slice(-2)}`);
      });

      expect(await reconcileLedger()).toMatchObject({ ok: true });
    });
  });
}
