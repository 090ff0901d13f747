import { expect, test, type Locator, type Page } from '@playwright/test';
import { solveCaptcha } from '../support/captcha-answer';
import { journeyLocales, type TestLocale } from '../support/locales';
import { latestSmsCode } from '../support/outbox';
import { uniqueName } from '../support/platform-admin';

async function openRegister(page: Page, locale: TestLocale, query = '') {
  await page.goto(`${locale.prefix}/register${query}`);
  const dialog = page.getByRole('dialog', { name: locale.account.register.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Wholly on screen and not cut off: inside the viewport, inside every ancestor that clips
 * (overflow other than visible), and nothing drawn over its left, middle and right.
 */
async function expectUnclipped(element: Locator, viewportWidth: number) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewportWidth);
  const problems = await element.evaluate((node) => {
    const found: string[] = [];
    const r = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const p = parent.getBoundingClientRect();
      if (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 1 || r.bottom > p.bottom + 1) found.push(`clipped by ${parent.tagName}.${parent.className}`);
    }
    for (const x of [r.left + r.width * 0.2, r.left + r.width / 2, r.right - r.width * 0.2]) {
      const hit = document.elementFromPoint(x, r.top + r.height / 2);
      if (!node.contains(hit)) found.push(`covered at x=${Math.round(x)} by ${hit?.tagName}.${hit?.className}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** As wide as the form it sits in (a phone's controls take the whole width). */
async function expectFullWidth(element: Locator, form: Locator) {
  const [box, formBox] = [await element.boundingBox(), await form.boundingBox()];
  expect(box!.width).toBeGreaterThanOrEqual(formBox!.width - 2);
}

async function submit(dialog: Locator, locale: TestLocale) {
  await dialog.getByRole('button', { name: locale.account.register.submit, exact: true }).click();
}

for (const locale of journeyLocales('th')) {
  test.describe(`registration (${locale.name})`, () => {
    test('by username: every rule checked in the browser, then registered and logged in', async ({ page }) => {
      const dialog = await openRegister(page, locale, '?referralCode=FRIEND1');
      await dialog.getByRole('tab', { name: locale.account.register.tabUsername }).click();
      await expect(dialog.getByLabel(locale.account.register.termsLink, { exact: false })).toBeChecked();

      await dialog.locator('#register-username').fill('1bad');
      await dialog.locator('#register-password').fill('short');
      await dialog.locator('#register-confirmPassword').fill('other123');
      await dialog.locator('#register-email').fill('not-an-email');
      await dialog.getByLabel(locale.account.register.termsLink, { exact: false }).uncheck();
      await submit(dialog, locale);
      const pattern = (id: number, min: number, max: number) =>
        (locale.account.validation as Record<string, string>)[`pattern${id}`].replace('{min}', String(min)).replace('{max}', String(max));
      await expect(dialog.locator('#register-username-error')).toHaveText(pattern(1, 6, 16));
      await expect(dialog.locator('#register-password-error')).toHaveText(pattern(5, 6, 20));
      await expect(dialog.locator('#register-confirmPassword-error')).toHaveText(locale.account.validation.mismatch);
      await expect(dialog.locator('#register-email-error')).toHaveText(pattern(3, 5, 60));
      await expect(dialog.locator('#register-terms-error')).toHaveText(locale.account.validation.terms_required);
      await expect(dialog.locator('#register-adult-error')).toHaveText(locale.account.validation.adult_required);

      await dialog.locator('#register-affiliateCode').fill('NOPE99');
      await dialog.locator('#register-affiliateCode').blur();
      await expect(dialog.locator('#register-affiliateCode-error')).toHaveText(locale.account.validation.invitation_code_error);

      const username = uniqueName('reg');
      await dialog.locator('#register-username').fill(username);
      await dialog.locator('#register-password').fill('Play2026ok');
      await dialog.locator('#register-confirmPassword').fill('Play2026ok');
      await dialog.locator('#register-email').fill(`${username}@example.com`);
      await dialog.locator('#register-affiliateCode').fill('RB2026');
      await dialog.locator('#register-affiliateCode').blur();
      await expect(dialog.getByText(locale.account.register.invitationOk)).toBeVisible();
      await dialog.getByLabel(locale.account.register.termsLink, { exact: false }).check();
      await dialog.getByLabel(locale.account.register.adult).check();
      // Registration costs a solved captcha (issue 15): a wrong answer is refused and uses the picture up.
      await expect(dialog.locator('#register-captcha-error')).toHaveText(locale.account.validation.captcha_required);
      const first = await solveCaptcha(page, dialog.locator('#register-captcha'));
      await dialog.locator('#register-captcha').fill('zzzz');
      await submit(dialog, locale);
      await expect(dialog.getByText(locale.account.errors.captcha_invalid)).toBeVisible();
      await solveCaptcha(page, dialog.locator('#register-captcha'), first);
      await submit(dialog, locale);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-account').locator('.account-name')).toHaveText(username);
      await expect(page.getByTestId('header-balance')).toHaveText(/0\.00/);
    });

    test('on a phone (390×844) "Send code" and the captcha refresh button are whole and on screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const dialog = await openRegister(page, locale);
      await expect(dialog.getByTestId('captcha-image')).toBeVisible();
      await expectUnclipped(dialog.getByTestId('sms-code-button'), 390);
      await expectUnclipped(dialog.getByTestId('captcha-refresh'), 390);
      await expectUnclipped(dialog.locator('#register-captcha'), 390);
      await dialog.getByRole('tab', { name: locale.account.register.tabUsername }).click();
      await expectUnclipped(dialog.getByTestId('captcha-refresh'), 390);
      await expectUnclipped(dialog.getByRole('button', { name: locale.account.register.submit, exact: true }), 390);
    });

    test('by mobile on a phone (390×844), phone first: number, SMS code, password, then the rest', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const steps = locale.account.register.steps;
      const stepCount = (current: number) => steps.count.replace('{current}', String(current)).replace('{total}', '4');
      const dialog = await openRegister(page, locale);
      const heading = (title: string) => dialog.getByRole('heading', { name: title });
      await expect(dialog.getByRole('tab', { name: locale.account.register.tabMobile })).toHaveAttribute('aria-selected', 'true');
      await expect(heading(steps.phone)).toBeVisible();
      await expect(dialog.getByText(stepCount(1))).toBeVisible();
      await expect(dialog.locator('#register-password')).toHaveCount(0);

      const mobile = `09${String(Date.now()).slice(-8)}`;
      await dialog.locator('#register-mobileNum').fill('12');
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.locator('#register-mobileNum-error')).toBeVisible();
      await dialog.locator('#register-mobileNum').fill(mobile);
      // A code costs a solved captcha: without an answer nothing is sent.
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.locator('#register-captcha-error')).toHaveText(locale.account.validation.captcha_required);
      const forCode = await solveCaptcha(page, dialog.locator('#register-captcha'));
      await expectFullWidth(dialog.getByTestId('sms-code-button'), dialog.locator('form'));
      await expectUnclipped(dialog.getByTestId('captcha-refresh'), 390);
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();

      await expect(heading(steps.code)).toBeFocused();
      await expect(dialog.getByText(stepCount(2))).toBeVisible();
      await expect(dialog.getByTestId('sms-code-button')).toBeDisabled();
      // The keyboard goes on: Enter in the code box is "Next".
      await dialog.locator('#register-verificationCode').fill(await latestSmsCode(mobile));
      await dialog.locator('#register-verificationCode').press('Enter');

      await expect(heading(steps.password)).toBeFocused();
      await expect(dialog.getByTestId('register-account-name')).toContainText(`m${mobile}`);
      await dialog.locator('#register-password').fill('Play2026ok');
      await dialog.locator('#register-confirmPassword').fill('Play2026ok');
      // Back and forth loses nothing.
      await dialog.getByRole('button', { name: steps.back, exact: true }).click();
      await expect(heading(steps.code)).toBeFocused();
      await expect(dialog.locator('#register-verificationCode')).not.toHaveValue('');
      await dialog.getByRole('button', { name: steps.next, exact: true }).click();
      await expect(dialog.locator('#register-password')).toHaveValue('Play2026ok');
      await expectFullWidth(dialog.locator('#register-password'), dialog.locator('form'));
      await dialog.getByRole('button', { name: steps.next, exact: true }).click();

      await expect(heading(steps.details)).toBeFocused();
      await expect(dialog.getByText(stepCount(4))).toBeVisible();
      await dialog.getByLabel(locale.account.register.adult).check();
      // The code used that captcha up; the registration answers the next one, drawn for this step.
      await expect(dialog.getByTestId('captcha-image')).toBeVisible();
      await solveCaptcha(page, dialog.locator('#register-captcha'), forCode);
      const submitButton = dialog.getByRole('button', { name: locale.account.register.submit, exact: true });
      await expectUnclipped(submitButton, 390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await submitButton.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-balance')).toBeVisible();
    });
  });
}
