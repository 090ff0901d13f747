import { expect, test } from '@playwright/test';
import { addOwnerWithCli, backofficeUrl, portalUrl } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { platformUrl, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "Content": an owner publishes a home-page banner from the back office — a bad link is
// refused with its message and nothing is published, the preview draws the art in Thai and English —
// and the portal's home shows the banner within 10 s of the publish (its cached page is revalidated);
// hidden again, it is gone from the portal within 10 s. Every change is in the audit trail.
const OWNER_PASSWORD = 'Owner desk 2026!';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

/** Every banner's admin row, straight from the platform (what the portal reads). */
async function bannerRows(): Promise<{ id: number; title: Record<string, string>; enabled: boolean }[]> {
  return (await (await fetch(`${platformUrl}/admin/banners`, { headers: operator })).json()).value;
}

/** The portal's home page as any visitor gets it (Thai, the default language), within 10 s. */
async function homeWithin10s(change: () => Promise<void>, expected: (html: string) => boolean): Promise<void> {
  await change();
  const changedAt = Date.now();
  await expect.poll(async () => expected(await (await fetch(`${portalUrl}/`)).text()), { timeout: 10_000, intervals: [250, 500, 1000] }).toBe(true);
  expect(Date.now() - changedAt).toBeLessThan(10_000);
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'en')) {
  test.describe(`content in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('an owner publishes a home banner with a preview; the portal shows it within 10 s, and hides it again', async ({ page }) => {
      test.setTimeout(180_000);
      const c = m.content;
      const owner = uniqueName(`cnt${lang}`);
      const titleEn = `Weekend cashback ${owner}`;
      const titleTh = `คืนยอดเสียสุดสัปดาห์ ${owner}`;
      await enrolFromLink(page, m, await addOwnerWithCli(owner), OWNER_PASSWORD);

      await test.step('the content screen lists the banners and offers a new one', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.content }).click();
        await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
        await expect(page.getByRole('table', { name: c.caption })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      const form = page.getByRole('form', { name: c.createTitle });
      await test.step('without an English title, or with a link to another site over http, nothing is published', async () => {
        const before = await bannerRows();
        await form.getByLabel(c.titleTh, { exact: true }).fill(titleTh);
        await form.getByLabel(c.link, { exact: true }).fill('http://evil.example/promo');
        await form.getByRole('button', { name: c.create }).click();
        await expect(form.getByText(c.fields.english_required)).toBeVisible();
        await expect(form.getByText(c.fields.url_invalid)).toBeVisible();
        expect(await bannerRows()).toEqual(before);
      });

      await test.step('the preview draws the art in Thai and in English as the titles are typed', async () => {
        await form.getByLabel(c.titleEn, { exact: true }).fill(titleEn);
        await form.getByLabel(c.link, { exact: true }).fill('/promotions');
        await expect(page.getByTestId('banner-preview-th').getByRole('img', { name: fill(c.previewAlt, { language: c.previewTh, title: titleTh }) })).toBeVisible();
        await expect(page.getByTestId('banner-preview-en').getByRole('img', { name: fill(c.previewAlt, { language: c.previewEn, title: titleEn }) })).toBeVisible();
      });

      await test.step('published, it shows on the portal’s home page within 10 s, in Thai', async () => {
        await homeWithin10s(
          async () => {
            await form.getByRole('button', { name: c.create }).click();
            await expect(page.getByRole('status').filter({ hasText: fill(c.created, { title: titleEn }) })).toBeVisible();
          },
          (html) => html.includes(`alt="${titleTh}"`),
        );
        await expect(page.getByRole('row').filter({ hasText: titleEn })).toContainText(c.shown);
        expect((await bannerRows()).find((row) => row.title.en === titleEn)).toMatchObject({ title: { en: titleEn, th: titleTh }, enabled: true });
      });

      await test.step('hidden after a confirmation, it is gone from the portal within 10 s', async () => {
        const row = page.getByRole('row').filter({ hasText: titleEn });
        await homeWithin10s(
          async () => {
            await row.getByRole('button', { name: fill(c.hideOne, { title: titleEn }) }).click();
            const confirm = page.getByRole('dialog', { name: fill(c.hideTitle, { title: titleEn }) });
            await confirm.getByRole('button', { name: c.hide, exact: true }).click();
            await expect(page.getByRole('status').filter({ hasText: fill(c.hidden_done, { title: titleEn }) })).toBeVisible();
          },
          (html) => !html.includes(`alt="${titleTh}"`),
        );
        await expect(row).toContainText(c.hidden);
      });

      await test.step('both changes are in the audit trail, by this owner', async () => {
        const audit = (await (await fetch(`${platformUrl}/admin/audit?actor=${encodeURIComponent(`staff:${owner}`)}`, { headers: operator })).json()).value as { action: string; status: number }[];
        expect(audit.filter((entry) => entry.action.includes('/admin/banners')).map(({ action, status }) => [action, status])).toEqual([
          ['POST /admin/banners/:id', 200],
          ['POST /admin/banners', 200],
        ]);
      });
    });
  });
}
