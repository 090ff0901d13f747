import { expect, test, type Page } from '@playwright/test';
import mallEn from '../../messages/mall/en.json';
import rewardsEn from '../../messages/rewards/en.json';
import { addStaffWithCli, backofficeUrl, PortalMember } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "promotions (budget cap and kill switch), mall items": content staff (the built-in
// content role) set a promotion's budget so that one reward is left; a member claims it on the
// portal and the next member sees it used up; they stop another promotion with its kill switch
// (a reason, then a confirmation) and it is gone from the portal; they add a mall item in Thai and
// English and the portal's mall shows it. The ledger reconciles after. The portal is read in English.
const STAFF_PASSWORD = 'Content desk 2026!';
const MEMBER_PASSWORD = 'Journey@2026';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', 'Content-Type': 'application/json' };
const r = rewardsEn.rewards;
const DAY = 86_400_000;

/** A check-in promotion of 5.00 any member joins and claims (set up by the operator's API). */
async function definePromotion(promotionId: string, title: string): Promise<void> {
  const answer = await fetch(`${platformUrl}/admin/promotions`, {
    method: 'PUT',
    headers: operator,
    body: JSON.stringify({
      promotionId,
      type: 'LOGIN',
      title: { en: title, th: `โปรทดสอบ ${promotionId}` },
      description: { en: 'Five baht for joining', th: 'รับห้าบาทเมื่อเข้าร่วม' },
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      fixedAmount: '5.00',
      turnoverMultiple: 1,
    }),
  });
  if (!answer.ok) throw new Error(`promotion ${promotionId}: HTTP ${answer.status}`);
}

/** A member on the portal's promotions page, in English. */
async function promotionsPage(member: PortalMember, browser: Parameters<PortalMember['openPortal']>[0]): Promise<Page> {
  const portal = await member.openPortal(browser, 'en-US');
  await portal.goto('/en/promotions');
  return portal;
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'en')) {
  test.describe(`promotions and the mall in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('content staff cap a budget to its last reward, stop a promotion with the kill switch, and add a mall item the portal shows', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const p = m.promotions;
      const staff = uniqueName(`prm${lang}`);
      const suffix = staff.slice(-7).toUpperCase();
      const capped = { id: `CAP${suffix}`, title: `Last reward ${suffix}` };
      const stopped = { id: `KILL${suffix}`, title: `Stopped reward ${suffix}` };
      const [first, second] = [uniqueName('pja'), uniqueName('pjb')];
      await definePromotion(capped.id, capped.title);
      await definePromotion(stopped.id, stopped.title);
      await createFundedMember(first, '1.00', MEMBER_PASSWORD);
      await createFundedMember(second, '1.00', MEMBER_PASSWORD);
      await enrolFromLink(page, m, await addStaffWithCli(staff, 'content'), STAFF_PASSWORD);

      await test.step('the budget is set so that one reward is left, with the preview of the card', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.promotions }).click();
        await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
        await page.getByRole('button', { name: fill(p.editOne, { title: capped.title }) }).click();
        const form = page.getByRole('form', { name: fill(p.editTitle, { title: capped.title }) });
        await expect(page.getByTestId('promotion-preview-en')).toContainText(capped.title);
        await expect(page.getByTestId('promotion-preview-th')).toContainText(`โปรทดสอบ ${capped.id}`);
        await form.getByLabel(p.fields.budget, { exact: true }).fill('5.00');
        await form.getByRole('button', { name: p.save }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(p.saved, { title: capped.title }) })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: capped.id })).toContainText(fill(p.remaining, { amount: '5.00' }));
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('one member claims the last reward; the next member sees the promotion used up', async () => {
        const member = await PortalMember.logIn(first, MEMBER_PASSWORD);
        const portal = await promotionsPage(member, browser);
        const card = portal.locator(`#promotion-${capped.id}`);
        await card.getByRole('button', { name: r.join, exact: true }).click();
        await card.getByRole('button', { name: new RegExp(`^${r.claim.split(' ')[0]}`) }).click();
        // The receipt stays on screen while the page refreshes the card to its claimed state.
        const said = r.claimedNow.split('{amount}')[1].split('{balance}')[0].trim();
        await expect(portal.getByRole('alertdialog', { name: r.claimedTitle })).toContainText(said);
        await expect(card).toContainText(r.status.CLAIMED);
        expect(await member.balance()).toBe('6.00');
        await portal.context().close();
        await member.dispose();

        const next = await PortalMember.logIn(second, MEMBER_PASSWORD);
        const nextPortal = await promotionsPage(next, browser);
        const exhausted = nextPortal.locator(`#promotion-${capped.id}`);
        await expect(exhausted).toHaveAttribute('data-status', 'EXHAUSTED');
        await expect(exhausted).toContainText(r.status.EXHAUSTED);
        await expect(exhausted.getByRole('button', { name: r.join, exact: true })).toHaveCount(0);
        await expect(nextPortal.locator(`#promotion-${stopped.id}`)).toBeVisible();
        await nextPortal.context().close();
        await next.dispose();
        await page.reload();
        await expect(page.getByTestId(`promotion-state-${capped.id}`)).toHaveText(p.states.exhausted);
      });

      await test.step('the kill switch stops another promotion after a reason and a confirmation; it is gone from the portal', async () => {
        await page.getByRole('button', { name: fill(p.stopOne, { title: stopped.title }) }).click();
        const dialog = page.getByRole('dialog', { name: fill(p.stop.title, { title: stopped.title }) });
        await dialog.getByLabel(p.stop.reason).fill('Claimed by a ring of new accounts');
        await dialog.getByRole('button', { name: p.stop.next }).click();
        await expect(dialog).toContainText(fill(p.stop.reasonIs, { reason: 'Claimed by a ring of new accounts' }));
        await dialog.getByRole('button', { name: p.stop.action }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(p.stop.done, { title: stopped.title }) })).toBeVisible();
        await expect(page.getByTestId(`promotion-state-${stopped.id}`)).toHaveText(p.states.stopped);
        await expect(page.getByRole('row').filter({ hasText: stopped.id })).toContainText(fill(p.stopReason, { reason: 'Claimed by a ring of new accounts' }));

        const member = await PortalMember.logIn(second, MEMBER_PASSWORD);
        const portal = await promotionsPage(member, browser);
        await expect(portal.locator(`#promotion-${capped.id}`)).toBeVisible();
        await expect(portal.locator(`#promotion-${stopped.id}`)).toHaveCount(0);
        await portal.context().close();
        await member.dispose();
      });

      await test.step('a mall item added in Thai and English shows in the portal’s mall', async () => {
        const mall = m.mall;
        const name = `Travel mug ${suffix}`;
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.mall }).click();
        await expect(page.getByRole('heading', { level: 1, name: mall.title })).toBeVisible();
        await page.getByRole('button', { name: mall.new }).click();
        const form = page.getByRole('form', { name: mall.createTitle });
        await form.getByLabel(mall.fields.nameEn, { exact: true }).fill(name);
        await form.getByLabel(mall.fields.nameTh, { exact: true }).fill(`แก้วเดินทาง ${suffix}`);
        await form.getByLabel(mall.fields.descriptionEn, { exact: true }).fill('Steel, keeps coffee hot.');
        await form.getByLabel(mall.fields.pointsPrice, { exact: true }).fill('300');
        await form.getByLabel(mall.fields.stock, { exact: true }).fill('4');
        await expect(page.getByTestId('mall-preview-th')).toContainText(`แก้วเดินทาง ${suffix}`);
        await form.getByRole('button', { name: mall.create }).click();
        await expect(page.getByRole('status').filter({ hasText: fill(mall.saved, { name }) })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: name })).toContainText(mall.statuses.active);
        expect(await seriousViolations(page)).toEqual([]);

        const member = await PortalMember.logIn(second, MEMBER_PASSWORD);
        const portal = await member.openPortal(browser, 'en-US');
        await portal.goto('/en/pointMall');
        await expect(portal.getByRole('heading', { level: 1, name: mallEn.mall.title })).toBeVisible();
        await expect(portal.getByText(name, { exact: true })).toBeVisible();
        await portal.context().close();
        await member.dispose();
      });

      expect(await reconcileLedger()).toMatchObject({ ok: true });
    });
  });
}
