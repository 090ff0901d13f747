import { expect, test } from '@playwright/test';
import IntlMessageFormat from 'intl-messageformat';
import { backofficeUrl, PortalMember, portalUrl } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { createFundedMember, platformUrl, uniqueName } from '../support/platform-admin';
import { businessDay } from '../../contract/business-time';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "Content" (marquee) and "inbox broadcasts": a member of the content staff publishes a
// marquee notice from the back office — without its English line nothing is published, the preview
// shows each language's text through the portal's HTML rules (a script never survives) — and the
// portal's home shows it within 10 s; hidden after a confirmation, it is gone within 10 s. Then they
// send an inbox message to one member after a confirmation that counts who it reaches, and the
// member reads it in the portal's inbox. Every change is in the audit trail.
const STAFF_PASSWORD = 'Content desk 2026!';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

/** A new staff member of the built-in content role, through the operator API: their one-time enrolment link. */
async function contentStaffLink(name: string): Promise<string> {
  const answer = await fetch(`${platformUrl}/admin/staff`, { method: 'POST', headers: { ...operator, 'Content-Type': 'application/json' }, body: JSON.stringify({ name, role: 'content' }) });
  if (!answer.ok) throw new Error(`staff add: HTTP ${answer.status}`);
  return `${backofficeUrl}/enrol#${(await answer.json()).value.enrolmentToken}`;
}

async function noticeRows(): Promise<{ id: number; title: Record<string, string>; enabled: boolean }[]> {
  return (await (await fetch(`${platformUrl}/admin/notices`, { headers: operator })).json()).value;
}

/** The portal's home page as any visitor gets it (Thai, the default language), within 10 s. */
async function homeWithin10s(change: () => Promise<void>, expected: (html: string) => boolean): Promise<void> {
  await change();
  const changedAt = Date.now();
  await expect.poll(async () => expected(await (await fetch(`${portalUrl}/`)).text()), { timeout: 10_000, intervals: [250, 500, 1000] }).toBe(true);
  expect(Date.now() - changedAt).toBeLessThan(10_000);
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'th')) {
  test.describe(`marquee and inbox in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('content staff publish a marquee notice the portal shows within 10 s and hide it again, then message a member who reads it in the inbox', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const n = m.contentNotices;
      const box = m.inbox;
      const plural = (message: string, values: Record<string, string | number>) => String(new IntlMessageFormat(message, lang).format(values));
      const staff = uniqueName(`ntc${lang}`);
      const lineEn = `Maintenance tonight ${staff}`;
      const lineTh = `ปิดปรับปรุงคืนนี้ ${staff}`;
      await enrolFromLink(page, m, await contentStaffLink(staff), STAFF_PASSWORD);

      await test.step('the content screen lists the marquee notices and offers a new one', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.content }).click();
        await expect(page.getByRole('heading', { level: 2, name: n.noticesTitle })).toBeVisible();
        await expect(page.getByRole('table', { name: n.noticesCaption })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      const form = page.getByRole('form', { name: n.noticeCreateTitle });
      const line = (language: 'inThai' | 'inEnglish') => form.getByLabel(fill(n[language], { field: n.noticeLine }), { exact: true });
      const text = (language: 'inThai' | 'inEnglish') => form.getByLabel(fill(n[language], { field: n.noticeText }), { exact: true });

      await test.step('without the English line and text, nothing is published', async () => {
        const before = await noticeRows();
        await line('inThai').fill(lineTh);
        await form.getByRole('button', { name: n.noticeCreate }).click();
        await expect(form.getByText(n.fields.english_required).first()).toBeVisible();
        expect(await noticeRows()).toEqual(before);
      });

      await test.step('the preview shows each language as members will, without the script', async () => {
        await line('inEnglish').fill(lineEn);
        await text('inEnglish').fill('<p>Back in <strong>ten minutes</strong>.</p><script>document.title = "owned"</script>');
        const english = page.getByTestId('notice-preview-en');
        await expect(english.getByRole('heading', { name: lineEn })).toBeVisible();
        await expect(english.locator('strong')).toHaveText('ten minutes');
        await expect(english.locator('script')).toHaveCount(0);
        // A Thai reader has the Thai line, and the English text as no Thai one was given.
        await expect(page.getByTestId('notice-preview-th').getByRole('heading', { name: lineTh })).toBeVisible();
        await expect(page.getByTestId('notice-preview-th').locator('strong')).toHaveText('ten minutes');
      });

      await test.step('published, it scrolls on the portal’s home page within 10 s, in Thai', async () => {
        await homeWithin10s(
          async () => {
            await form.getByRole('button', { name: n.noticeCreate }).click();
            await expect(page.getByRole('status').filter({ hasText: fill(n.noticeCreated, { title: lineEn }) })).toBeVisible();
          },
          (html) => html.includes(lineTh),
        );
        await expect(page.getByRole('row').filter({ hasText: lineEn })).toContainText(n.shown);
      });

      await test.step('hidden after a confirmation, it is gone from the portal within 10 s', async () => {
        const row = page.getByRole('row').filter({ hasText: lineEn });
        await homeWithin10s(
          async () => {
            await row.getByRole('button', { name: fill(n.hideOne, { title: lineEn }) }).click();
            const confirm = page.getByRole('dialog', { name: fill(n.hideTitle, { title: lineEn }) });
            await confirm.getByRole('button', { name: n.hide, exact: true }).click();
            await expect(page.getByRole('status').filter({ hasText: fill(n.hiddenDone, { title: lineEn }) })).toBeVisible();
          },
          (html) => !html.includes(lineTh),
        );
        await expect(row).toContainText(n.hidden);
      });

      await test.step('a popup for visitors marked must-see opens again for a visitor who saw today’s popups', async () => {
        const popupEn = `Closed on Friday ${staff}`;
        const popupTh = `ปิดวันศุกร์ ${staff}`;
        const create = page.getByRole('form', { name: n.announcementCreateTitle });
        const mustSee = create.getByLabel(n.mustSee);
        // Only an on-load popup (members or visitors) can be must-see.
        await create.getByLabel(n.popup).selectOption('F');
        await expect(mustSee).toHaveCount(0);
        await create.getByLabel(n.popup).selectOption('B');
        await mustSee.check();
        await create.getByLabel(fill(n.inThai, { field: n.announcementTitle }), { exact: true }).fill(popupTh);
        await create.getByLabel(fill(n.inEnglish, { field: n.announcementTitle }), { exact: true }).fill(popupEn);
        await create.getByLabel(fill(n.inEnglish, { field: n.announcementText }), { exact: true }).fill('<p>Deposits resume on Saturday.</p>');
        await create.getByRole('button', { name: n.announcementCreate }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(n.announcementCreated, { title: popupEn }) })).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: popupEn });
        await expect(row).toContainText(n.mustSeeBadge);

        // A visitor whose device showed the visitors' popups earlier today (Bangkok's day) still gets this list.
        const visitor = await browser.newContext({ locale: 'th-TH' });
        await visitor.addInitScript(() => {
          const day = businessDay();
          localStorage.setItem('popups-seen', JSON.stringify({ day, executions: ['B'] }));
        });
        const home = await visitor.newPage();
        await home.goto(`${portalUrl}/`);
        await expect(home.getByRole('dialog')).toContainText(popupTh, { timeout: 15_000 });
        await visitor.close();

        await row.getByRole('button', { name: fill(n.hideOne, { title: popupEn }) }).click();
        await page.getByRole('dialog', { name: fill(n.hideTitle, { title: popupEn }) }).getByRole('button', { name: n.hide, exact: true }).click();
        await expect(row).toContainText(n.hidden);
      });

      const member = uniqueName(`inb${lang}`);
      const titleEn = `A gift for you ${staff}`;
      const titleTh = `ของขวัญสำหรับคุณ ${staff}`;
      await createFundedMember(member, '10.00', 'Cash@2026');

      await test.step('a message to one member says how many it reaches before it goes', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.inbox }).click();
        await expect(page.getByRole('heading', { level: 1, name: box.title })).toBeVisible();
        const send = page.getByRole('form', { name: box.sendTitle });
        await send.getByRole('radio', { name: box.audiences.member }).check();
        await send.getByLabel(box.memberAccount, { exact: true }).fill(member);
        await send.getByLabel(fill(n.inThai, { field: box.messageTitle }), { exact: true }).fill(titleTh);
        await send.getByLabel(fill(n.inEnglish, { field: box.messageTitle }), { exact: true }).fill(titleEn);
        await send.getByLabel(fill(n.inEnglish, { field: box.messageText }), { exact: true }).fill('<p>Claim it in the reward center.</p>');
        await expect(page.getByTestId('broadcast-preview-th').getByRole('heading', { name: titleTh })).toBeVisible();
        await send.getByRole('button', { name: box.send }).click();
        const confirm = page.getByRole('dialog', { name: plural(box.confirmTitle, { count: 1 }) });
        await expect(confirm).toContainText(plural(box.confirmBody, { count: 1, title: titleEn }));
        await confirm.getByRole('button', { name: box.sendNow }).click();
        await expect(page.getByRole('status').filter({ hasText: plural(box.sentDone, { count: 1, title: titleEn }) })).toBeVisible();
        await expect(page.getByRole('table', { name: box.sentCaption }).getByRole('row').filter({ hasText: titleEn })).toContainText(fill(box.toMember, { account: member }));
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('the member reads it in the portal’s inbox, in Thai', async () => {
        const portalMember = await PortalMember.logIn(member, 'Cash@2026');
        try {
          const portal = await portalMember.openPortal(browser, 'th-TH');
          await portal.goto('/messageV2');
          await expect(portal.getByTestId('inbox-message').filter({ hasText: titleTh })).toHaveCount(1);
          await portal.context().close();
        } finally {
          await portalMember.dispose();
        }
      });

      await test.step('each change is in the audit trail, by this staff member', async () => {
        const audit = (await (await fetch(`${platformUrl}/admin/audit?actor=${encodeURIComponent(`staff:${staff}`)}`, { headers: operator })).json()).value as { action: string; status: number; before: unknown }[];
        const mine = audit.filter((entry) => entry.status < 400 && /\/admin\/(notices|messages)/.test(entry.action));
        expect(mine.map(({ action, before }) => [action, before])).toEqual([
          ['POST /admin/messages', null],
          ['POST /admin/notices/:id', { enabled: true }],
          ['POST /admin/notices', null],
        ]);
      });
    });
  });
}
