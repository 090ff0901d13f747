import { expect, test, type Browser, type Page } from '@playwright/test';
import { addOwnerWithCli, backofficeUrl, PortalMember, setWithdrawalThreshold, withdrawalState, withdrawalUnderReview } from '../support/backoffice';
import { BACKOFFICE_LOCALES, type BackofficeMessages, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { createFundedMember, reconcileLedger, uniqueName } from '../support/platform-admin';
import { totp } from '../support/totp';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// The back office from the staff's side (issue #28), once in Thai and once in English, against the
// real platform: the first owner, created with the ops CLI, enrols an authenticator and signs in,
// and creates a finance account; finance enrols, approves a member's bank-transfer deposit (the
// payer name differs from the registered one), and approves a withdrawal above the four-eyes
// threshold, which waits for a second approver — finance cannot approve it again; the owner does.
const OWNER_PASSWORD = 'Owner desk 2026!';
const FINANCE_PASSWORD = 'Finance desk 2026!';
const FUNDS_PASSWORD = 'Fund@2026';

const money = (amount: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** The enrolment page: the secret it shows, the app's code for it, a password. */
async function enrol(page: Page, m: BackofficeMessages, link: string, password: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: m.enrol.title })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await expect(page.getByRole('img', { name: /.+/ })).toBeVisible();
  // The one-time token is wiped from the address bar once read.
  expect(page.url()).not.toContain('#');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(fill(m.enrol.password, { min: 12 }), { exact: true }).fill(password);
  await page.getByLabel(m.enrol.confirm, { exact: true }).fill(password);
  await page.getByLabel(m.enrol.code, { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: m.enrol.submit }).click();
  return secret;
}

async function logIn(page: Page, m: BackofficeMessages, name: string, password: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel(m.login.name, { exact: true }).fill(name);
  await page.getByLabel(m.login.password, { exact: true }).fill(password);
  await page.getByLabel(m.login.code, { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: m.login.submit }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(name);
}

async function logOut(page: Page, m: BackofficeMessages) {
  await page.getByRole('button', { name: m.header.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function staffPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: backofficeUrl, locale });
  return context.newPage();
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'th')) {
  test.describe(`the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('owner from the CLI enrols and creates finance; finance approves a deposit; a withdrawal above the threshold waits for a second approver', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const owner = uniqueName(`own${lang}`);
      const finance = uniqueName(`fin${lang}`);
      const member = uniqueName(`bo${lang}`);

      let ownerSecret = '';
      await test.step('the owner opens the link the CLI printed, enrols an authenticator, and is signed in', async () => {
        const link = await addOwnerWithCli(owner);
        ownerSecret = await enrol(page, m, link, OWNER_PASSWORD);
        await expect(page.getByTestId('signed-in-as')).toContainText(`${owner} (owner)`);
        await expect(page.getByRole('heading', { level: 1, name: m.deposits.title })).toBeVisible();
        // The session lives in an httpOnly SameSite=Strict cookie; the page never sees the token.
        const [cookie] = await page.context().cookies();
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', expires: -1 });
        expect(await page.evaluate(() => document.cookie)).not.toContain('bo_session');
      });

      await test.step('the owner logs out and in again with password and code; a used link does not open again', async () => {
        await logOut(page, m);
        await logIn(page, m, owner, OWNER_PASSWORD, ownerSecret);
        await page.getByRole('link', { name: m.nav.sessions }).click();
        await expect(page.getByRole('heading', { level: 1, name: m.sessions.title })).toBeVisible();
        await expect(page.getByRole('row')).toHaveCount(3); // header, this session, the one logged out
        await expect(page.getByRole('row').filter({ hasText: m.sessions.states.ended })).toHaveCount(1);
      });

      let financeLink = '';
      await test.step('the owner creates a finance account and sees its one-time enrolment link', async () => {
        await page.getByRole('link', { name: m.nav.staff }).click();
        const form = page.getByRole('form', { name: m.staff.createTitle });
        await form.getByLabel(m.staff.name, { exact: true }).fill(finance);
        await form.getByLabel(m.staff.role, { exact: true }).selectOption('finance');
        await form.getByRole('button', { name: m.staff.create }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(m.staff.created, { name: finance }) })).toBeVisible();
        financeLink = await page.getByTestId('enrolment-link').inputValue();
        expect(financeLink).toMatch(new RegExp(`^${backofficeUrl}/enrol#en_`));
        await expect(page.getByRole('row').filter({ hasText: finance })).toContainText(m.staff.states.notEnrolled);
        await logOut(page, m);
      });

      const depositor = await (async () => {
        await createFundedMember(member, '10000.00', 'Cash@2026', 'Somchai Jaidee');
        return PortalMember.logIn(member, 'Cash@2026');
      })();
      const previousThreshold = await setWithdrawalThreshold('5000.00');
      try {
        let financeSecret = '';
        await test.step('finance enrols; the screens follow its role (no staff list)', async () => {
          financeSecret = await enrol(page, m, financeLink, FINANCE_PASSWORD);
          await expect(page.getByTestId('signed-in-as')).toContainText(`${finance} (finance)`);
          const nav = page.getByRole('navigation', { name: m.nav.label });
          await expect(nav.getByRole('link', { name: m.nav.withdrawals })).toBeVisible();
          await expect(nav.getByRole('link', { name: m.nav.staff })).toHaveCount(0);
          await expect(nav.getByRole('link', { name: m.nav.audit })).toHaveCount(0);
          expect(financeSecret).not.toBe(ownerSecret);
        });

        await test.step('the new deposit appears in finance’s open queue; finance approves it after the confirmation; the member’s open portal page shows the new balance without a reload', async () => {
          const portal = await depositor.openPortal(browser, browserLocale);
          await expect(portal.getByTestId('header-balance')).toHaveText(/10,000\.00/);
          await page.goto('/deposits');
          await expect(page.getByRole('heading', { level: 1, name: m.deposits.title })).toBeVisible();
          const depositId = await depositor.depositByTransfer('1500', 'Somchai J.');
          // The queue is live (server-sent events): the new order shows without a reload, and the navigation counts it.
          const row = page.getByRole('row').filter({ hasText: depositId });
          await expect(page.getByTestId('nav-count-deposits')).toBeVisible();
          await expect(row).toContainText(member);
          await expect(row).toContainText('Somchai J.');
          await expect(row).toContainText('Somchai Jaidee');
          await expect(row).toContainText(m.deposits.namesDiffer);
          expect(await seriousViolations(page)).toEqual([]);
          await row.getByRole('button', { name: fill(m.deposits.approveOne, { id: depositId }) }).click();
          const dialog = page.getByRole('dialog', { name: fill(m.deposits.confirmTitle, { id: depositId }) });
          await expect(dialog).toContainText(fill(m.deposits.confirmBody, { amount: money(1500, lang), member }));
          // Cancel has the focus: a stray Enter moves no money.
          await expect(dialog.getByRole('button', { name: m.common.cancel })).toBeFocused();
          await dialog.getByRole('button', { name: m.deposits.approveAndCredit }).click();
          await expect(page.getByRole('status').filter({ hasText: fill(m.deposits.approved, { id: depositId, amount: money(1500, lang), member }) })).toBeVisible();
          await expect(page.getByRole('row').filter({ hasText: depositId })).toHaveCount(0);
          expect(await depositor.balance()).toBe('11500.00');
          // Pushed to the member's page (the wallet's events), not read on a reload.
          await expect(portal.getByTestId('header-balance')).toHaveText(/11,500\.00/);
          await portal.context().close();
        });

        await test.step('a withdrawal above the threshold: finance’s approval waits for a second approver, and finance cannot give it', async () => {
          await depositor.withdrawToNewCard('6000.00', FUNDS_PASSWORD);
          const order = await withdrawalUnderReview(member);
          await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.withdrawals }).click();
          const row = page.getByRole('row').filter({ hasText: order.withdrawalId });
          // Risk hints, not blocks: the deposit's turnover is not played yet, the card is new.
          await expect(row).toContainText(fill(m.withdrawals.unmetTurnover, { amount: money(1500, lang) }));
          await expect(row).toContainText(m.withdrawals.newCard);
          await row.getByRole('button', { name: fill(m.withdrawals.approveOne, { id: order.withdrawalId }) }).click();
          const dialog = page.getByRole('dialog', { name: fill(m.withdrawals.confirmTitle, { id: order.withdrawalId }) });
          await expect(dialog).toContainText(m.withdrawals.confirmRisk);
          await dialog.getByRole('button', { name: m.withdrawals.approveAndPay }).click();
          await expect(page.getByRole('status').filter({ hasText: fill(m.withdrawals.waitingForSecond, { id: order.withdrawalId }) })).toBeVisible();
          await expect(row).toContainText(m.withdrawals.awaitingYou);
          await expect(row.getByRole('button', { name: fill(m.withdrawals.approveOne, { id: order.withdrawalId }) })).toBeDisabled();
          expect(await withdrawalState(order.id)).toBe(1);
          // Past the page, the back office and the platform refuse the requester too.
          const again = await page.request.post(`/api/withdrawals/${order.id}/approve`, { headers: { Origin: backofficeUrl }, data: {} });
          expect(again.status()).toBe(409);
          expect((await again.json()).error.code).toBe('four_eyes_same_person');
          expect(await withdrawalState(order.id)).toBe(1);
          await logOut(page, m);
        });

        await test.step('the owner, a second staff member, approves it: it is paid; the ledger reconciles', async () => {
          const order = await withdrawalUnderReview(member);
          const second = await staffPage(browser, browserLocale);
          await logIn(second, m, owner, OWNER_PASSWORD, ownerSecret);
          await second.goto('/withdrawals');
          const row = second.getByRole('row').filter({ hasText: order.withdrawalId });
          await expect(row).toContainText(fill(m.withdrawals.awaiting, { name: finance }));
          await row.getByRole('button', { name: fill(m.withdrawals.approveOne, { id: order.withdrawalId }) }).click();
          await second.getByRole('dialog').getByRole('button', { name: m.withdrawals.approveAndPay }).click();
          await expect(second.getByRole('status').filter({ hasText: fill(m.withdrawals.approved, { id: order.withdrawalId, amount: money(6000, lang) }) })).toBeVisible();
          expect(await withdrawalState(order.id)).toBe(2);
          await second.context().close();
        });
      } finally {
        await setWithdrawalThreshold(previousThreshold);
        await depositor.dispose();
      }
      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
    });
  });
}
