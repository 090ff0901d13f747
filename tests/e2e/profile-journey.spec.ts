import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import profileEn from '../../messages/profile/en.json';
import profileTh from '../../messages/profile/th.json';
import { journeyLocales } from '../support/locales';
import { latestSmsCode } from '../support/outbox';
import { createFundedMember, uniqueName } from '../support/platform-admin';
import { logIn } from '../support/log-in';

// Issue 13, profile and security center: a member uploads an avatar (a fake picture refused), sets
// the profile fields (an under-21 birthday refused), binds a mobile number with its SMS code
// (another member's number refused), then sets and changes the funds password (a wrong old one
// refused). The BFF's answers to bad input are checked on the same session: never a 500.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const PROFILE: Record<string, typeof profileEn> = { th: profileTh as typeof profileEn, en: profileEn };

/** yyyy-MM-dd `years` years ago (UTC date; far enough from the 21st birthday for the check). */
const yearsAgo = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
};


for (const locale of journeyLocales('th')) {
  const t = PROFILE[locale.name].profile;

  test(`profile and security center: avatar, profile fields, mobile binding, funds password (${locale.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    const member = { username: uniqueName('pf'), password: 'Cash@2026' };
    await createFundedMember(member.username, '50.00', member.password);

    // A guest is sent to the login modal, and back after logging in.
    await page.goto(`${locale.prefix}/securityCenter/profile`);
    await expect(page.getByRole('dialog', { name: locale.account.login.title })).toBeVisible();
    await logIn(page, locale, member);

    // ---- avatar ----
    await page.goto(`${locale.prefix}/securityCenter/profile`);
    await expect(page.getByRole('heading', { level: 1, name: t.titleProfile })).toBeVisible();
    await page.locator('#avatar-file').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(page.getByText(t.errors.avatar_invalid)).toBeVisible();
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } }).png().toBuffer();
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByText(t.avatarSaved)).toBeVisible();
    // The header's account button shows it (the session carries the avatar's version).
    const headerAvatar = page.getByTestId('header-account').getByTestId('member-avatar');
    await expect(headerAvatar).toBeVisible();
    const served = await page.request.get((await headerAvatar.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 256, height: 256 });

    // ---- profile fields: an under-21 birthday is refused, then a valid one saved ----
    await page.locator('#profile-nickname').fill('Lucky Star');
    await page.locator('#profile-realName').fill(locale.name === 'th' ? 'สมหญิง ใจดี' : 'Jane Doe');
    await page.locator('#profile-birthday').fill(yearsAgo(20));
    await page.locator('#profile-gender').selectOption('F');
    await page.locator('#profile-occupation').fill('Designer');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.validation.under_21)).toBeVisible();
    expect((await (await page.request.get('/api/profile')).json()).birthday).toBeNull();
    await page.locator('#profile-birthday').fill(yearsAgo(30));
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByTestId('profile-real-name')).toHaveText(locale.name === 'th' ? 'สมหญิง ใจดี' : 'Jane Doe');
    await expect(page.getByTestId('header-account')).toContainText('Lucky Star');

    // The member hub shows the picture too.
    await page.goto(`${locale.prefix}/member`);
    await expect(page.locator('.hub-summary').getByTestId('member-avatar')).toBeVisible();

    // ---- bind a mobile number with the SMS code ----
    await page.goto(`${locale.prefix}/securityCenter/bind`);
    const mobileForm = page.getByTestId('bind-mobile');
    await expect(mobileForm.getByTestId('bound-mobile')).toHaveText(t.notBound);
    // demo01's number belongs to another member: refused, no code sent.
    await mobileForm.locator('#mobile-new').fill('0812345678');
    await mobileForm.getByRole('button', { name: locale.account.sms.send }).click();
    await expect(mobileForm.getByText(t.errors.mobile_exists)).toBeVisible();
    // The code button takes one click a second (spec §9 SMS button throttle 1 s).
    await page.waitForTimeout(1_100);
    const mobile = `09${String(Date.now()).slice(-8)}`;
    await mobileForm.locator('#mobile-new').fill(mobile);
    await mobileForm.getByRole('button', { name: locale.account.sms.send }).click();
    await expect(mobileForm.getByTestId('sms-code-button')).toBeDisabled();
    const code = await latestSmsCode(mobile);
    await mobileForm.locator('#mobile-code').fill(code === '000000' ? '111111' : '000000');
    await mobileForm.getByRole('button', { name: t.bindMobile }).click();
    await expect(mobileForm.getByText(locale.account.errors.code_invalid)).toBeVisible();
    await mobileForm.locator('#mobile-code').fill(code);
    await mobileForm.getByRole('button', { name: t.bindMobile }).click();
    await expect(mobileForm.getByText(t.bound)).toBeVisible();
    await expect(mobileForm.getByTestId('bound-mobile')).toContainText(mobile.slice(-3));

    // ---- funds password: set, then change (a wrong old one is refused) ----
    await page.goto(`${locale.prefix}/securityCenter/fundsPassword`);
    const set = page.getByTestId('funds-set');
    await set.locator('#funds-set-password').fill('Fund123');
    await set.locator('#funds-set-confirmPassword').fill('Fund124');
    await set.getByRole('button', { name: t.fundsSet }).click();
    await expect(set.getByText(t.validation.inconsistent_twice)).toBeVisible();
    await set.locator('#funds-set-confirmPassword').fill('Fund123');
    await set.getByRole('button', { name: t.fundsSet }).click();
    const change = page.getByTestId('funds-change');
    await expect(change).toBeVisible();
    await change.locator('#funds-change-oldPassword').fill('Wrong999');
    await change.locator('#funds-change-newPassword').fill('Fund456');
    await change.locator('#funds-change-confirmPassword').fill('Fund456');
    await change.getByRole('button', { name: t.fundsChange }).click();
    await expect(change.getByText(t.errors.invalid_payment_pw)).toBeVisible();
    await change.locator('#funds-change-oldPassword').fill('Fund123');
    await change.locator('#funds-change-newPassword').fill('Fund456');
    await change.locator('#funds-change-confirmPassword').fill('Fund456');
    await change.getByRole('button', { name: t.fundsChange }).click();
    await expect(change.getByText(t.fundsChangeDone)).toBeVisible();
    // Reset by code is offered now that a mobile number is bound.
    await expect(page.getByTestId('funds-reset')).toBeVisible();

    // ---- bad input at the BFF: clear codes, nothing written, never a 500 ----
    const tooBig = await page.request.put('/api/profile/avatar', { data: { image: `data:image/png;base64,${'A'.repeat(7 * 1024 * 1024)}` } });
    expect(tooBig.status()).toBe(413);
    expect((await tooBig.json()).error.code).toBe('avatar_too_large');
    const nul = await page.request.put('/api/profile', { data: { address: 'Soi 5\u0000' } });
    expect([nul.status(), (await nul.json()).error.code]).toEqual([400, 'control_characters']);
    const young = await page.request.put('/api/profile', { data: { birthday: yearsAgo(19) } });
    expect(young.status()).toBe(400);
    expect((await young.json()).error.fields.birthday.kind).toBe('under_21');
    expect((await (await page.request.get('/api/profile')).json())).toMatchObject({ birthday: yearsAgo(30), address: null, occupation: 'Designer', gender: 'F', hasFundsPassword: true });
  });
}
