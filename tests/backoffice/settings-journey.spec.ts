import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import en from '../../backoffice/messages/en.json';
import th from '../../backoffice/messages/th.json';
import depositEn from '../../messages/deposit/en.json';
import depositTh from '../../messages/deposit/th.json';
import { backofficeUrl, portalUrl } from '../support/backoffice';
import { type BackofficeMessages, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage, LOCALES as PORTAL_LOCALES } from '../support/locales';
import { createFundedMember, platformUrl, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Settings from the staff's side (issue #28 "Settings"), in Thai and in English: the owner changes
// the receiving bank account in the back office — a wrong account number is refused with its
// message and changes nothing — and a member's next bank-transfer deposit on the portal is sent to
// the new account; the owner changes the live-chat link and the portal's footer links to it within
// 10 s. Each change shows in the group's history with its reason. The settings are put back after.
const LOCALES = [
  { name: 'th', browserLocale: 'th-TH', m: th as BackofficeMessages, deposit: depositTh.deposit as typeof depositEn.deposit, portal: PORTAL_LOCALES[0] },
  { name: 'en', browserLocale: 'en-US', m: en, deposit: depositEn.deposit, portal: PORTAL_LOCALES[1] },
] as const;

const OWNER_PASSWORD = 'Owner desk 2026!';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', 'Content-Type': 'application/json' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function settingsValue(group: string): Promise<unknown> {
  const answer = await (await fetch(`${platformUrl}/admin/settings`, { headers: operator })).json();
  return answer.value[group].value;
}

async function putSettings(group: string, value: unknown, reason: string): Promise<void> {
  const answer = await fetch(`${platformUrl}/admin/settings/${group}`, { method: 'PUT', headers: operator, body: JSON.stringify({ value, reason }) });
  if (!answer.ok) throw new Error(`settings ${group}: HTTP ${answer.status} ${await answer.text()}`);
}

/** A new owner through the operator API (the journey spec covers the CLI's way): their one-time enrolment link. */
async function ownerEnrolmentLink(name: string): Promise<string> {
  const answer = await fetch(`${platformUrl}/admin/staff`, { method: 'POST', headers: operator, body: JSON.stringify({ name, role: 'owner' }) });
  if (!answer.ok) throw new Error(`staff add: HTTP ${answer.status}`);
  return `${backofficeUrl}/enrol#${(await answer.json()).value.enrolmentToken}`;
}

/** The dd that follows a dt with exactly this text, inside `scope`. */
const valueOf = (page: Page, scope: string, term: string) => page.locator(`${scope} dt`).filter({ hasText: new RegExp(`^${escape(term)}$`) }).locator('xpath=following-sibling::dd[1]');

for (const { name: lang, browserLocale, m, deposit, portal } of inJourneyLanguage(LOCALES, 'th')) {
  test.describe(`settings in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('staff change the receiving bank account and the live-chat link; the portal shows both', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const s = m.settings;
      const owner = uniqueName(`set${lang}`);
      const member = uniqueName(`sm${lang}`);
      const accountNumber = `8${randomBytes(8).readBigUInt64BE() % 10n ** 9n}`.padEnd(10, '0');
      const chatUrl = `https://chat.${owner}.co.th/desk`;
      const accountReason = `KBANK account frozen: receive on SCB (${owner})`;
      const [originalPayments, originalLinks] = [await settingsValue('paymentChannels'), await settingsValue('links')];
      try {
        await test.step('the owner opens the payment channels from the settings', async () => {
          await enrolFromLink(page, m, await ownerEnrolmentLink(owner), OWNER_PASSWORD);
          await page.getByRole('link', { name: m.nav.settings }).click();
          await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
          await page.getByRole('link', { name: s.groups.paymentChannels.title }).click();
          await expect(page.getByRole('heading', { level: 1, name: s.groups.paymentChannels.title })).toBeVisible();
          await expect(page.getByRole('form', { name: s.groups.paymentChannels.title })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });

        const p = s.groups.paymentChannels;
        const form = page.getByRole('form', { name: p.title });
        await test.step('a wrong account number is refused with its message; nothing changes', async () => {
          const accounts = form.getByRole('group', { name: new RegExp(`^${escape(fill(p.account, { n: '§' })).replace('§', '\\d+')}$`) });
          for (let n = await accounts.count(); n >= 1; n--) await form.getByRole('button', { name: fill(p.removeAccount, { n }) }).click();
          await form.getByRole('button', { name: p.addAccount }).click();
          const row = form.getByRole('group', { name: fill(p.account, { n: 1 }) });
          await row.getByLabel(p.bank, { exact: true }).selectOption('SCB');
          await row.getByLabel(p.accountNumber, { exact: true }).fill('12345');
          await row.getByLabel(p.accountName, { exact: true }).fill('บจก. ทดสอบ ตั้งค่า');
          await row.getByLabel(p.branch, { exact: true }).fill('Silom');
          await form.getByLabel(s.reason, { exact: true }).fill(accountReason);
          await form.getByRole('button', { name: s.save }).click();
          await expect(row.getByText(s.problems.account_number_invalid)).toBeVisible();
          await expect(form.getByRole('alert').filter({ hasText: s.invalid })).toBeVisible();
          expect(await settingsValue('paymentChannels')).toEqual(originalPayments);
        });

        await test.step('the right account number is saved and shows in the history with its reason', async () => {
          await form.getByRole('group', { name: fill(p.account, { n: 1 }) }).getByLabel(p.accountNumber, { exact: true }).fill(accountNumber);
          await form.getByRole('button', { name: s.save }).click();
          await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
          await expect(page.getByRole('row').filter({ hasText: accountReason })).toContainText(accountNumber);
          expect((await settingsValue('paymentChannels')) as { receivingAccounts: unknown[] }).toMatchObject({
            receivingAccounts: [{ bankCode: 'SCB', accountNumber, accountName: 'บจก. ทดสอบ ตั้งค่า', branch: 'Silom' }],
          });
        });

        const portalPage = await (await browser.newContext({ baseURL: portalUrl, locale: browserLocale })).newPage();
        const footerChat = () => portalPage.getByRole('contentinfo').getByRole('link', { name: portal.site.nav.customerService, exact: true });
        await test.step('the owner changes the live-chat link; the portal footer links to it within 10 s', async () => {
          await page.getByRole('link', { name: s.back }).click();
          await page.getByRole('link', { name: s.groups.links.title }).click();
          const links = page.getByRole('form', { name: s.groups.links.title });
          const chat = links.getByRole('group', { name: fill(s.groups.links.link, { list: s.groups.links.lists.customerService, n: 1 }) });
          await chat.getByLabel(s.groups.links.label, { exact: true }).fill('livechat');
          await chat.getByLabel(s.groups.links.url, { exact: true }).fill(chatUrl);
          await links.getByLabel(s.reason, { exact: true }).fill('New live-chat desk');
          await links.getByRole('button', { name: s.save }).click();
          await expect(page.getByRole('status').filter({ hasText: s.saved })).toBeVisible();
          // Within 10 s of the save, the portal's next page view links to it (its cached copy was revalidated)…
          const savedAt = Date.now();
          await expect
            .poll(async () => (await fetch(`${portalUrl}${portal.prefix || '/'}`)).text(), { timeout: 10_000, intervals: [250, 500, 1000] })
            .toContain(`href="${chatUrl}"`);
          expect(Date.now() - savedAt).toBeLessThan(10_000);
          // … and the footer's customer-service link in the browser is the new one.
          await portalPage.goto(`${portal.prefix}/`, { waitUntil: 'domcontentloaded' });
          await expect(footerChat()).toHaveAttribute('href', chatUrl);
        });

        await test.step('a member’s next bank-transfer deposit is sent to the new receiving account', async () => {
          const payeeName = 'Somchai Jaidee';
          await createFundedMember(member, '0.00', 'Cash@2026', payeeName);
          await portalPage.goto(`${portal.prefix}/login`);
          const dialog = portalPage.getByRole('dialog', { name: portal.account.login.title });
          await dialog.locator('#login-username').fill(member);
          await dialog.locator('#login-password').fill('Cash@2026');
          await dialog.getByRole('button', { name: portal.account.login.submit }).click();
          await expect(portalPage.getByTestId('header-balance')).toHaveText(/0\.00/);
          await portalPage.goto(`${portal.prefix}/depositv2`);
          await portalPage.getByLabel(deposit.amount, { exact: true }).fill('500');
          await portalPage.getByLabel(deposit.payeeName, { exact: true }).fill(payeeName);
          await portalPage.getByRole('button', { name: deposit.continue }).click();
          await portalPage.getByRole('button', { name: deposit.confirm }).click();
          await expect(valueOf(portalPage, 'section[aria-labelledby="deposit-order-title"]', deposit.accountNumber)).toContainText(accountNumber);
        });
        await portalPage.context().close();
      } finally {
        await putSettings('paymentChannels', originalPayments, 'settings journey: put back as before');
        await putSettings('links', originalLinks, 'settings journey: put back as before');
      }
    });
  });
}
