import { expect, test } from '@playwright/test';
import { businessDateTime, businessGmtOffset } from '../../contract/business-time';
import { journeyLocales } from '../support/locales';
import { logIn } from '../support/log-in';
import { createFundedMember, demo, uniqueName } from '../support/platform-admin';

// Issue #30 "One business time zone": a browser set to UTC sees every date and time on the site's
// business clock (Asia/Bangkok, contract/business-time.ts), as the reports and settlements cut days:
// the lottery's draw time, a transaction record's time and the agent's clock in the agent header.
test.use({ timezoneId: 'UTC' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const spaces = (text: string) => text.replace(/[\s\u202f]+/g, ' ').trim();

for (const locale of journeyLocales('en')) {
  test(`lottery, records and the agent clock show Bangkok time in a UTC browser (${locale.name})`, async ({ page }) => {
    const account = uniqueName('tz');
    const before = Date.now();
    await createFundedMember(account, '20.00');
    const after = Date.now();
    await logIn(page, locale, { username: account, password: 'Cash@2026' });

    // The opening balance's record: its time, read as Bangkok wall time, is when it was made.
    await page.goto(`${locale.prefix}/transactionHistory`);
    const time = page.locator('table.record-table tbody tr').first().locator('td').first();
    await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const wall = Date.parse(`${(await time.innerText()).trim().replace(' ', 'T')}Z`) - BANGKOK_OFFSET_MS;
    expect(wall).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(wall).toBeLessThanOrEqual(after + 1000);

    // The next draw's time, as the lobby the page read names it, on the Bangkok clock.
    const lobby = page.waitForResponse((response) => response.url().includes('/api/lottery/lobby') && response.ok());
    await page.goto(`${locale.prefix}/lottery`);
    const { markets } = (await (await lobby).json()) as { markets: { next: { drawAt: string } | null }[] };
    const drawAt = markets[0].next?.drawAt;
    expect(drawAt).toBeDefined();
    const shown = spaces(businessDateTime(drawAt!, locale.name, { dateStyle: 'medium', timeStyle: 'short' }));
    await expect.poll(async () => spaces(await page.locator('.lottery-countdown').innerText())).toContain(shown);

    // The agent header's clock: the business clock's offset and time, not the browser's.
    // Agents log in at the agent page (their header has no member balance to wait for).
    await page.context().clearCookies();
    await page.goto(`${locale.prefix}/agent`);
    await page.getByRole('button', { name: locale.site.nav.login }).first().click();
    const dialog = page.getByRole('dialog', { name: locale.account.login.title });
    await dialog.locator('#login-username').fill(demo.agent.username);
    await dialog.locator('#login-password').fill(demo.agent.password);
    await dialog.getByRole('button', { name: locale.account.login.submit }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`${locale.prefix}/agentHome`);
    const clock = page.locator('.agent-header time');
    await expect(clock).toContainText(businessGmtOffset(Date.now()));
    const [hours] = (await clock.innerText()).split(' ')[1].split(':');
    const bangkokHour = new Date(Date.now() + BANGKOK_OFFSET_MS).getUTCHours();
    expect([bangkokHour, (bangkokHour + 1) % 24]).toContain(Number(hours));
  });
}
