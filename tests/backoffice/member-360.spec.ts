import { expect, test, type Page } from '@playwright/test';
import { addOwnerWithCli, backofficeUrl } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { createFundedMember, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// The member 360 and the roles screen as a staff member uses them (issue #28), in Thai and in
// English, against the real platform: the owner from the CLI finds a member by account, opens the
// 360 view, blocks withdrawals with a reason (asked, then confirmed) and sees the record in the
// member's history; creates a support account, and support (enrolled in its own browser) corrects
// the real name with the keyboard only, the history naming support; a missing reason is explained
// and changes nothing; asks for a manual adjustment above the four-eyes threshold, which waits and
// which its requester cannot approve; creates and revokes a machine key; then creates a custom role
// with its permissions and address allow-list.
const OWNER_PASSWORD = 'Owner desk 2026!';
const SUPPORT_PASSWORD = 'Support desk 2026!';

/** A message with every `{value}` left open, as a pattern (for values the test cannot know, such as a new request's id). */
const pattern = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+'));
const money = (amount: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** The history table's rows that name `action` (the platform's route) and `reason`. */
const historyRows = (page: Page, action: string, reason: string) => page.getByTestId('member-history').getByRole('row').filter({ hasText: action }).filter({ hasText: reason });

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'en')) {
  test.describe(`member 360 and roles (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('finds a member, blocks withdrawals with a reason, sees it in the history, has support correct the real name, requests an adjustment, manages a key and creates a custom role', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const owner = uniqueName(`m3own${lang}`);
      const support = uniqueName(`m3sup${lang}`);
      const member = uniqueName(`m3${lang}`);
      const a = m.members.actions;
      await createFundedMember(member, '250.00', 'Cash@2026', 'Somchai Jaidee');
      await enrolFromLink(page, m, await addOwnerWithCli(owner), OWNER_PASSWORD);

      await test.step('searches by account and opens the member’s 360 view', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.members }).click();
        await expect(page.getByRole('heading', { level: 1, name: m.members.title })).toBeVisible();
        // Too short a query is explained, not sent.
        await page.getByLabel(m.members.searchLabel).fill('x');
        await page.getByRole('button', { name: m.members.search }).click();
        await expect(page.getByText(m.members.fields.search_short)).toBeVisible();
        await page.getByLabel(m.members.searchLabel).fill(member);
        await page.getByRole('button', { name: m.members.search }).click();
        const row = page.getByRole('row').filter({ hasText: member });
        await expect(row).toContainText('Somchai Jaidee');
        await row.getByRole('link', { name: fill(m.members.openOne, { account: member }) }).click();
        await expect(page.getByRole('heading', { level: 1, name: fill(m.members.view.title, { account: member }) })).toBeVisible();
        await expect(page.getByTestId('member-real-name')).toHaveText('Somchai Jaidee');
        // The opening balance is the first line of the member's ledger.
        await expect(page.getByRole('table', { name: m.members.money.ledger })).toContainText('250');
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('on a phone the 360 view fits the screen: no sideways scrolling, the actions at hand', async () => {
        const wide = page.viewportSize();
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await page.getByRole('button', { name: a.block.withdrawal }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('button', { name: a.block.withdrawal })).toBeInViewport();
        if (wide) await page.setViewportSize(wide);
      });

      await test.step('blocks withdrawals: a reason is asked, then the action is confirmed; the history shows it', async () => {
        await page.getByRole('button', { name: a.block.withdrawal }).click();
        const dialog = page.getByRole('dialog', { name: fill(a.blockTitle.withdrawal, { account: member }) });
        await expect(dialog).toContainText(a.blockIntro.withdrawal);
        // No reason: explained, nothing sent.
        await dialog.getByRole('button', { name: m.members.dialog.continue }).click();
        await expect(dialog).toContainText(m.fields.reason_short);
        const reason = `shared bank account ${lang}`;
        await dialog.getByLabel(a.reason).fill(reason);
        await dialog.getByRole('button', { name: m.members.dialog.continue }).click();
        await expect(dialog).toContainText(fill(a.blockConfirm.withdrawal, { account: member }));
        await expect(dialog).toContainText(fill(a.reasonIs, { reason }));
        await expect(dialog.getByRole('button', { name: m.members.dialog.cancel })).toBeFocused();
        await dialog.getByRole('button', { name: a.block.withdrawal }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(a.blockedDone.withdrawal, { account: member }) })).toBeVisible();
        await expect(page.getByTestId('member-controls')).toContainText(m.members.controls.blocked);
        await expect(page.getByRole('button', { name: a.unblock.withdrawal })).toBeVisible();
        await expect(page.getByRole('button', { name: a.block.deposit })).toBeVisible();
        const record = historyRows(page, 'POST /admin/members/:account/blocks', reason);
        await expect(record).toHaveCount(1);
        await expect(record).toContainText(`staff:${owner}`);
        await expect(record).toContainText('blocks.withdrawal: false → true');
      });

      const supportPage = await (await browser.newContext({ locale: browserLocale, baseURL: backofficeUrl })).newPage();
      await test.step('the owner creates a support account; support enrols and opens the member', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.staff }).click();
        const form = page.getByRole('form', { name: m.staff.createTitle });
        await form.getByLabel(m.staff.name, { exact: true }).fill(support);
        await form.getByLabel(m.staff.role, { exact: true }).selectOption('support');
        await form.getByRole('button', { name: m.staff.create }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(m.staff.created, { name: support }) })).toBeVisible();
        await enrolFromLink(supportPage, m, await page.getByTestId('enrolment-link').inputValue(), SUPPORT_PASSWORD);
        await supportPage.goto(`/members/${member}`);
        await expect(supportPage.getByTestId('member-real-name')).toHaveText('Somchai Jaidee');
      });

      await test.step('support corrects the real name with the keyboard only; the history names support', async () => {
        const page = supportPage;
        const reason = `ID card checked ${lang}`;
        await page.getByRole('button', { name: a.correctRealName }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: fill(a.realNameTitle, { account: member }) });
        const name = dialog.getByLabel(a.realName, { exact: true });
        await expect(name).toBeFocused();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('Somchai Jaidee-Wong');
        await page.keyboard.press('Tab');
        await expect(dialog.getByLabel(a.reason)).toBeFocused();
        await page.keyboard.type(reason);
        await page.keyboard.press('Tab'); // Cancel
        await page.keyboard.press('Tab'); // Continue
        await page.keyboard.press('Enter');
        await expect(dialog).toContainText(fill(a.realNameConfirm, { before: 'Somchai Jaidee', after: 'Somchai Jaidee-Wong' }));
        await expect(dialog.getByRole('button', { name: m.members.dialog.cancel })).toBeFocused();
        await page.keyboard.press('Tab'); // Back
        await page.keyboard.press('Tab'); // Correct real name
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: fill(a.realNameDone, { account: member, name: 'Somchai Jaidee-Wong' }) })).toBeVisible();
        await expect(page.getByTestId('member-real-name')).toHaveText('Somchai Jaidee-Wong');
        const record = historyRows(page, 'POST /admin/members/:account/real-name', reason);
        await expect(record).toContainText('realName: Somchai Jaidee → Somchai Jaidee-Wong');
        await expect(record).toContainText(`staff:${support}`);
        await supportPage.context().close();
      });

      // The owner, back on the member: the correction shows there too.
      await page.goto(`/members/${member}`);
      await expect(page.getByTestId('member-real-name')).toHaveText('Somchai Jaidee-Wong');


      await test.step('a manual adjustment above the threshold waits for a second approver; its requester cannot approve it', async () => {
        await page.getByRole('button', { name: a.adjust }).click();
        const dialog = page.getByRole('dialog', { name: fill(a.adjustTitle, { account: member }) });
        await dialog.getByLabel(a.amount).fill('0');
        await dialog.getByLabel(a.reason).fill('goodwill after a failed game');
        await dialog.getByRole('button', { name: m.members.dialog.continue }).click();
        await expect(dialog).toContainText(m.members.fields.amount_zero);
        await dialog.getByLabel(a.amount).fill('1500');
        await dialog.getByRole('button', { name: m.members.dialog.continue }).click();
        await expect(dialog).toContainText(fill(a.adjustConfirmGive, { amount: money(1500, lang), account: member }));
        await dialog.getByRole('button', { name: a.adjust }).click();
        await expect(page.getByRole('status').filter({ hasText: pattern(a.adjustWaiting) })).toBeVisible();
        // Nothing moved yet.
        await expect(page.getByRole('table', { name: m.members.money.ledger }).getByRole('row')).toHaveCount(2);
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.approvals }).click();
        const request = page.getByRole('row').filter({ hasText: member });
        await expect(request).toContainText(m.approvals.yours);
        await expect(request.getByRole('button')).toHaveCount(0);
      });

      await test.step('creates a machine key, sees its secret once, and revokes it', async () => {
        const key = uniqueName(`scraper-${lang}`);
        const k = m.keys;
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.keys }).click();
        await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
        const form = page.getByRole('form', { name: k.createTitle });
        await form.getByLabel(k.name, { exact: true }).fill(key);
        await form.getByRole('button', { name: k.create }).click();
        await expect(form).toContainText(k.fields.permissions_empty);
        await form.getByRole('checkbox', { name: 'system:read' }).check();
        await form.getByRole('button', { name: k.create }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(k.created, { name: key }) })).toBeVisible();
        await expect(page.getByTestId('machine-key-secret')).toHaveValue(/^mk_[A-Za-z0-9_-]{20,}$/);
        await page.getByRole('button', { name: k.secretDone }).click();
        await expect(page.getByTestId('machine-key-secret')).toHaveCount(0);
        const row = page.getByRole('row').filter({ hasText: key });
        await expect(row).toContainText(k.live);
        await row.getByRole('button', { name: fill(k.revokeOne, { name: key }) }).click();
        await page.getByRole('dialog', { name: fill(k.revokeTitle, { name: key }) }).getByRole('button', { name: k.revoke }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(k.revoked, { name: key }) })).toBeVisible();
        await expect(row).toContainText(pattern(k.revokedAt));
        await expect(row.getByRole('button')).toHaveCount(0);
      });

      await test.step('creates a custom role with two permissions and an address allow-list', async () => {
        const role = uniqueName(`desk${lang}`);
        const r = m.roles;
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.roles }).click();
        await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: 'finance' })).toContainText(r.builtin);
        await page.getByRole('button', { name: r.create }).click();
        const form = page.getByRole('form', { name: r.createTitle });
        await form.getByLabel(r.name, { exact: true }).fill(role);
        await form.getByRole('checkbox', { name: 'members:read' }).check();
        await form.getByRole('checkbox', { name: 'members:edit' }).check();
        const addresses = form.getByLabel(r.addresses, { exact: true });
        await addresses.fill('not an address');
        await form.getByRole('button', { name: r.save }).click();
        await expect(form).toContainText(r.fields.address_range_invalid);
        await addresses.fill('203.0.113.0/24');
        await form.getByRole('button', { name: r.save }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(r.saved, { name: role }) })).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: role });
        await expect(row).toContainText(r.custom);
        await expect(row).toContainText('203.0.113.0/24');
        const grid = page.getByRole('table', { name: fill(r.permissionsOf, { name: role }) });
        await expect(grid).toContainText(fill(r.grid.granted, { permission: 'members:edit' }));
        await expect(grid).toContainText(fill(r.grid.notGranted, { permission: 'members:adjust' }));
      });
    });
  });
}
