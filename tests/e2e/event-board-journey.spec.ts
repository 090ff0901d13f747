import { expect, test } from '@playwright/test';
import boardEn from '../../messages/event-board/en.json';
import boardTh from '../../messages/event-board/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { satang } from '../support/slot-rounds';
import { logIn } from '../support/log-in';

// Category mapping (issue 14): a member opens a sports vendor's tile and gets the local vendor's
// demo event board, labelled as a demo; bets on a match through the slip; the operator closes and
// settles the event (as `npm run ops -- board event <id>` does); the result, the bet's outcome and
// the balance show, and the bet is in the betting record with its event, pick and odds. Then a
// popup vendor (isGame VASSALAGE) opens its game-list dialog, which Escape closes.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXT = { th: { board: boardTh, records: recordsTh.records }, en: { board: boardEn, records: recordsEn.records } };


async function operator(path: string) {
  const response = await fetch(`${platformUrl}/admin${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: '{}',
  });
  expect(response.ok).toBe(true);
  return (await response.json()).value;
}

for (const locale of journeyLocales('en')) {
  const { board: messages, records } = TEXT[locale.name as 'th' | 'en'];
  const t = messages.eventBoard;
  test.describe(`event board (${locale.name})`, () => {
    test('a sports tile opens the labelled demo board; a bet is settled by the operator, the result and the record show; a popup vendor opens its game list', async ({ page }) => {
      test.setTimeout(180_000);
      const account = uniqueName('evb');
      await createFundedMember(account, '500.00');
      await logIn(page, locale, { username: account, password: 'Cash@2026' });

      // The sports category lists vendor cards; SBOBET's opens the demo board, not a slot.
      await page.goto(`${locale.prefix}/sports`);
      await page.locator('main [data-vassalage="SBO"] button.play').click();
      await expect(page).toHaveURL(/\/eventBoard\?board=sports&gameCode=SBO/);
      await expect(page.getByRole('heading', { level: 1, name: t.title.replace('{board}', t.boards.SPORTS) })).toBeVisible();
      await expect(page.getByTestId('demo-label')).toHaveText(t.demoLabel);
      await expect(page.locator('[data-testid="game-frame"]')).toHaveCount(0);

      // The second match closes 3 to 6 minutes from now: time enough to bet. Its home win goes on the slip.
      const card = page.locator('.event-card').nth(1);
      await expect(card).toBeVisible();
      const eventId = Number(await card.getAttribute('data-event-id'));
      const home = (await card.locator('h3').innerText()).trim();
      expect(home).toContain(t.vs.split('{home}')[1].split('{away}')[0].trim());
      await card.locator('.event-odds button').first().click();
      const slip = page.locator('.event-slip');
      await expect(slip.getByTestId('board-selection')).toBeVisible();
      await slip.getByLabel(t.amount, { exact: true }).fill('10');
      // The board's tick moves the odds each minute: a bet at odds that just moved is refused and the
      // slip shows the new odds, so the member confirms again.
      await expect(async () => {
        await slip.getByRole('button', { name: t.placeBet }).click();
        await slip.getByRole('button', { name: t.confirm }).click();
        await expect(slip.getByRole('status')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000);
      const myBets = page.locator('.lottery-my-bets');
      await expect(myBets.locator('tbody tr[data-state="placed"]')).toHaveCount(1);

      // The operator closes the event and runs its settlement job now.
      await operator(`/board/events/${eventId}/close`);
      const settled = await operator(`/board/events/${eventId}/settle`);
      expect(settled).toMatchObject({ eventId, settled: true, bets: 1 });
      await page.reload();
      await expect(page.locator(`.event-results [data-event-id="${eventId}"]`)).toContainText(/\d+ – \d+/);
      await expect(page.locator(`.event-results [data-event-id="${eventId}"] .lottery-seed`)).toHaveText(/^[0-9a-f]{64}$/);
      const row = myBets.locator('tbody tr').first();
      await expect(row).toHaveAttribute('data-state', /^(won|lost)$/);
      const won = (await row.getAttribute('data-state')) === 'won';
      await expect(row).toContainText(won ? t.state.won : t.state.lost);
      const payout = satang(await row.locator('td').last().innerText());
      expect(payout > 0).toBe(won);
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000 + payout);

      // The betting record lists the bet under Sports with its event, pick and odds.
      await page.goto(`${locale.prefix}/personalHistoryCopy`);
      await page.getByRole('tab', { name: records.gameTypes.SPORTS }).click();
      const record = page.locator('.records tbody tr');
      await expect(record).toHaveCount(1);
      await expect(record.locator('[data-kind="event"]')).toContainText(messages.roundDetail.picks.HOME);

      // A popup vendor (isGame VASSALAGE) on the NEW page opens its game list in a dialog; Escape closes it.
      await page.goto(`${locale.prefix}/new`);
      const vendorLink = page.locator('main [data-vassalage="NLC"] a');
      await vendorLink.click();
      const dialog = page.getByRole('dialog', { name: messages.vendorPopup.title.replace('{vendor}', 'Nolimit City') });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-game-code^="NLC_"]')).toHaveCount(20);
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/new$`));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(vendorLink).toBeFocused();

      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
    });
  });
}
