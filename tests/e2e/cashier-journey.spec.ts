import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { THAI_BANKS } from '../../contract/cashier-withdraw';
import depositEn from '../../messages/deposit/en.json';
import depositTh from '../../messages/deposit/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import withdrawEn from '../../messages/withdraw/en.json';
import withdrawTh from '../../messages/withdraw/th.json';
import { journeyLocales } from '../support/locales';
import { playSlotRounds, satang } from '../support/slot-rounds';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The cashier from a member's side, one journey per language, against the real platform: bind a
// card, deposit by bank transfer (operator approves), play 20 slot rounds, read the betting record
// and the P&L, withdraw (operator pays, the member reports a partial receipt with a proof image),
// deposit by Thai QR (the local gateway confirms), and the gateway's callback refuses a forged
// signature and moves nothing on a replay. The header balance follows every step without a reload.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const CASHIER = {
  th: { deposit: depositTh.deposit as typeof depositEn.deposit, withdraw: withdrawTh.withdraw as typeof withdrawEn.withdraw, records: recordsTh.records as typeof recordsEn.records },
  en: { deposit: depositEn.deposit, withdraw: withdrawEn.withdraw, records: recordsEn.records },
};
const PAYEE = { th: 'สมชาย ใจดี', en: 'Somchai Jaidee' };
const ROUNDS = 20;
const FUNDS_PASSWORD = 'Funds#2026';

const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };
const json = { 'Content-Type': 'application/json' };

const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "Deposit {id}" as a pattern that captures the order id (DP…, contract/cashier-deposit.ts). */
const orderTitle = (message: string) => new RegExp(`^${escape(fill(message, { id: '§' })).replace('§', '(DP[0-9A-Z]{6,30})')}$`);

/** A 1×1 PNG made here (signature, IHDR, IDAT, IEND with their CRCs): the withdrawal's proof image. */
function onePixelPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const pixels = deflateSync(Buffer.from([0, 0x2a, 0x7f, 0xff, 0xff])); // filter byte + one pixel
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function admin<T = any>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; body: { success: boolean; value?: T; code?: string } }> {
  const response = await fetch(`${platformUrl}/admin${route}`, {
    method,
    headers: body === undefined ? operator : { ...operator, ...json },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The dd that follows a dt with exactly this text, inside `scope`. */
const valueOf = (page: Page, scope: string, term: string) => page.locator(`${scope} dt`).filter({ hasText: new RegExp(`^${escape(term)}$`) }).locator('xpath=following-sibling::dd[1]');

const headerBalance = (page: Page) => page.getByTestId('header-balance');
const headerSatang = async (page: Page) => satang(await headerBalance(page).innerText());

/**
 * Marks the document and counts balance reads from here on: the header must change in this same
 * document (no reload, no navigation) without reading the balance again, i.e. from the event stream.
 */
async function watchPush(page: Page) {
  let reads = 0;
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/api/wallet/balance') reads++;
  };
  page.on('request', count);
  await page.evaluate(() => ((window as unknown as { cashierMark: boolean }).cashierMark = true));
  return async () => {
    page.off('request', count);
    expect(await page.evaluate(() => (window as unknown as { cashierMark?: boolean }).cashierMark === true), 'same document').toBe(true);
    expect(reads, 'balance reads while waiting for the push').toBe(0);
  };
}

for (const locale of journeyLocales('th')) {
  const t = CASHIER[locale.name as 'th' | 'en'];
  const intl = locale.name === 'th' ? 'th' : 'en';

  test.describe(`the cashier (${locale.name})`, () => {
    test('a new member binds a card, deposits, plays 20 rounds, reads the records, withdraws, deposits by Thai QR; the ledger reconciles', async ({ page }) => {
      test.setTimeout(240_000);
      const username = uniqueName(`cj${locale.name}`);
      const password = 'Journey@2026';
      const payeeName = PAYEE[locale.name as 'th' | 'en'];
      await createFundedMember(username, '0.00', password, payeeName);

      await test.step('log in', async () => {
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(headerBalance(page)).toHaveText(/0\.00/);
      });

      const bank = THAI_BANKS.find((b) => b.code === 'KBANK')!;
      // A card number is bound once on the whole site: a fresh one each run.
      const accountNumber = `7${randomBytes(8).readBigUInt64BE() % 10n ** BigInt(bank.lengths[0] - 1)}`.padEnd(bank.lengths[0], '0');
      await test.step('bind a bank card (first card sets the funds password)', async () => {
        await page.goto(`${locale.prefix}/bankCard`);
        await expect(page.getByRole('heading', { level: 1, name: t.withdraw.bankCardsTitle })).toBeVisible();
        await expect(page.getByText(t.withdraw.noCards)).toBeVisible();
        const form = page.getByRole('form', { name: t.withdraw.bindTitle });
        await form.getByLabel(t.withdraw.bank, { exact: true }).selectOption({ label: `${bank.nameTh} (${bank.nameEn})` });
        await expect(form.getByText(fill(t.withdraw.accountNumberRule, { digits: bank.lengths.join(' / ') }))).toBeVisible();
        await form.getByLabel(t.withdraw.accountNumber, { exact: true }).fill(accountNumber);
        // The card is bound in the registered real name, shown and not editable.
        await expect(form.getByText(payeeName, { exact: true })).toBeVisible();
        await expect(form.getByText(t.withdraw.firstBindingHint)).toBeVisible();
        await form.getByLabel(t.withdraw.fundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await form.getByLabel(t.withdraw.confirmFundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await form.getByRole('button', { name: t.withdraw.bind }).click();
        await expect(page.getByRole('status').filter({ hasText: t.withdraw.bound })).toBeVisible();
        const card = page.locator('ul.card-list li');
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(accountNumber.slice(-4));
        // The bank in the page's language, with its badge.
        await expect(card).toContainText(intl === 'th' ? bank.nameTh : bank.nameEn);
        await expect(card.locator('.pay-badge')).toHaveText('K+');
        await expect(card).toContainText(payeeName);
        await expect(card).not.toContainText(accountNumber);
      });

      let deposited = 0;
      await test.step('deposit 1,000 by bank transfer; the operator approves; the order, a success sheet and the header follow without a reload', async () => {
        await page.goto(`${locale.prefix}/depositv2`);
        await expect(page.getByRole('heading', { level: 1, name: t.deposit.title })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.deposit.methods.BANK })).toHaveAttribute('aria-selected', 'true');
        await page.getByLabel(t.deposit.amount, { exact: true }).fill('1000');
        // The payer's name starts as the member's real name.
        await expect(page.getByLabel(t.deposit.payeeName, { exact: true })).toHaveValue(payeeName);
        await page.getByRole('button', { name: t.deposit.continue }).click();
        await expect(page.getByRole('heading', { name: t.deposit.confirmTitle })).toBeVisible();
        await page.getByRole('button', { name: t.deposit.confirm }).click();

        const title = orderTitle(t.deposit.orderTitle);
        const heading = page.getByRole('heading', { name: title });
        await expect(heading).toBeVisible();
        const depositId = title.exec(await heading.innerText())![1];
        // The pending order with the receiving account (changes per order) and the amount to send.
        await expect(page.getByRole('status').filter({ hasText: t.deposit.states['5'] })).toBeVisible();
        await expect(page.getByText(t.deposit.accountChanges)).toBeVisible();
        await expect(valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.accountNumber)).toContainText(/\d{10}/);
        // The receiving bank by its name in the page's language, never its code alone.
        await expect(valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.bank)).toContainText(/ธนาคาร|Bank/);
        await expect(valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.payeeName)).toHaveText(payeeName);
        await expect(valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.amount).first()).toHaveText(money(100_000, intl));
        // The records below list it as New.
        const record = page.locator('section[aria-labelledby="deposit-records-title"] li').filter({ hasText: depositId });
        await expect(record).toContainText(t.deposit.states['5']);
        deposited = satang(await valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.credited).innerText());
        const fee = satang(await valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.fee).innerText());
        expect(deposited).toBe(100_000 - fee);

        const queue = await admin<{ depositId: string; account: string; amount: string }[]>('GET', '/deposits?state=5');
        expect(queue.body.value!.find((order) => order.depositId === depositId)).toMatchObject({ account: username, amount: '1000.00' });
        const pushed = await watchPush(page);
        const approved = await admin('POST', `/deposits/${depositId}/approve`, { remark: 'e2e cashier journey' });
        expect(approved.status).toBe(200);
        await expect(headerBalance(page)).toHaveText(new RegExp(`${escape(money(deposited, intl))}$`));
        await pushed();
        // The order flips to approved on the balance event, and a sheet says what was credited.
        const sheet = page.getByRole('dialog', { name: t.deposit.creditedTitle });
        await expect(sheet).toContainText(t.deposit.approvedNote.replace('{amount}', money(deposited, intl)));
        await sheet.getByRole('button', { name: t.deposit.done }).last().click();
        await expect(sheet).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: t.deposit.states['2'] })).toBeVisible();
      });

      let stakes = 0;
      let wins = 0;
      await test.step(`play ${ROUNDS} slot rounds in the game page`, async () => {
        const play = await playSlotRounds(page, locale.prefix, ROUNDS);
        expect(play.opening).toBe(deposited);
        ({ stakes, wins } = play);
        await expect.poll(() => headerSatang(page)).toBe(play.balance);
      });

      await test.step('the betting record shows the rounds, the P&L their total, the header the balance', async () => {
        await page.goto(`${locale.prefix}/personalHistoryCopy`);
        await expect(page.getByRole('heading', { level: 1, name: t.records.titles.personalHistoryCopy })).toBeVisible();
        await page.getByRole('tab', { name: t.records.gameTypes.RNG }).click();
        await expect(page.getByRole('tab', { name: t.records.gameTypes.RNG })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('button', { name: t.records.presets.today })).toHaveAttribute('aria-pressed', 'true');
        const table = page.locator('table.record-table');
        await expect(table.locator('tbody tr')).toHaveCount(ROUNDS);
        const totals = table.locator('tfoot tr').filter({ hasText: t.records.rangeTotals }).locator('td');
        await expect(totals.nth(0)).toHaveText(money(stakes, intl));
        await expect(totals.nth(2)).toHaveText(money(wins, intl));
        await expect(totals.nth(3)).toHaveText(money(wins - stakes, intl));

        await page.goto(`${locale.prefix}/personalProfit`);
        await expect(page.getByRole('heading', { level: 1, name: t.records.titles.personalProfit })).toBeVisible();
        await expect(valueOf(page, 'section.records', t.records.deposits)).toHaveText(money(deposited, intl));
        const total = page.locator('table.record-table tfoot tr').filter({ hasText: t.records.total }).locator('td');
        await expect(total.nth(0)).toHaveText(String(ROUNDS));
        await expect(total.nth(1)).toHaveText(money(stakes, intl));
        await expect(total.nth(3)).toHaveText(money(wins, intl));
        await expect(total.nth(4)).toHaveText(money(wins - stakes, intl));
        await expect.poll(() => headerSatang(page)).toBe(deposited - stakes + wins);
      });

      const withdrawal = 200_00;
      let withdrawalId = '';
      await test.step('withdraw 200 to the card: confirmation step, receipt; the operator pays', async () => {
        const before = deposited - stakes + wins;
        await page.goto(`${locale.prefix}/withdraw`);
        await expect(page.getByRole('heading', { level: 1, name: t.withdraw.withdrawTitle })).toBeVisible();
        await page.getByLabel(t.withdraw.amount, { exact: true }).fill(money(withdrawal, 'en').replace(/,/g, ''));
        const card = page.getByLabel(t.withdraw.card, { exact: true });
        await expect(card.locator('option:checked')).toContainText(accountNumber.slice(-4));
        await page.getByLabel(t.withdraw.fundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await page.getByRole('button', { name: t.withdraw.next }).click();

        const confirm = page.getByRole('region', { name: t.withdraw.confirmTitle });
        await expect(confirm).toBeVisible();
        await expect(valueOf(page, 'section.withdraw-step', t.withdraw.amount)).toHaveText(money(withdrawal, intl));
        // The first withdrawal of the day is free.
        await expect(valueOf(page, 'section.withdraw-step', t.withdraw.fee)).toHaveText(t.withdraw.feeFree);
        await confirm.getByRole('button', { name: t.withdraw.confirm }).click();

        await expect(page.getByRole('heading', { name: t.withdraw.receiptTitle })).toBeVisible();
        withdrawalId = (await valueOf(page, 'section.withdraw-step', t.withdraw.receiptId).innerText()).trim();
        expect(withdrawalId).not.toBe('');
        await expect(valueOf(page, 'section.withdraw-step', t.withdraw.receiptState)).toHaveText(t.withdraw.status_withdrawal_1);
        await expect(valueOf(page, 'section.withdraw-step', t.withdraw.receiptBalance)).toHaveText(money(before - withdrawal, intl));
        await expect.poll(() => headerSatang(page)).toBe(before - withdrawal);

        const queue = await admin<{ id: number; withdrawalId: string; account: string; amount: string }[]>('GET', '/withdrawals?state=1');
        const order = queue.body.value!.find((row) => row.withdrawalId === withdrawalId);
        expect(order).toMatchObject({ account: username, amount: money(withdrawal, 'en').replace(/,/g, '') });
        expect((await admin('POST', `/withdrawals/${order!.id}/approve`, { remark: 'e2e cashier journey' })).status).toBe(200);
      });

      await test.step('withdrawal records: the member reports a partial receipt with a proof image', async () => {
        await page.getByRole('link', { name: t.withdraw.viewRecords }).click();
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}/withdrawRecords$`));
        const row = page.locator('table.cashier-table tbody tr').filter({ hasText: withdrawalId });
        await expect(row).toContainText(t.withdraw.status_withdrawal_2);
        await row.getByRole('group', { name: `${t.withdraw.confirmation} ${withdrawalId}` }).getByRole('button', { name: t.withdraw.partlyReceived, exact: true }).click();

        const dialog = page.getByRole('dialog', { name: `${t.withdraw.partlyReceived} — ${withdrawalId}` });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel(t.withdraw.receivedAmount, { exact: true }).fill('150');
        await expect(dialog.getByText(fill(t.withdraw.remainder, { amount: money(5_000, intl) }))).toBeVisible();
        await dialog.getByLabel(t.withdraw.proofImage, { exact: true }).setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: onePixelPng() });
        await expect(dialog.getByText(fill(t.withdraw.proofChosen, { name: 'statement.png' }))).toBeVisible();
        await dialog.getByRole('button', { name: t.withdraw.send, exact: true }).click();

        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: t.withdraw.confirmSaved })).toBeVisible();
        await expect(row).toContainText(t.withdraw.confirmation_partial);
        await expect(row).toContainText(`${t.withdraw.receivedAmount}: ${money(15_000, intl)}`);
        await expect(row).toContainText(fill(t.withdraw.remainder, { amount: money(5_000, intl) }));
        // Under review: no more answers but "all received".
        await expect(row.getByRole('button', { name: t.withdraw.partlyReceived, exact: true })).toHaveCount(0);
        await expect(row.getByRole('button', { name: t.withdraw.allReceived, exact: true })).toBeVisible();
        const operatorView = (await admin<{ withdrawalId: string; confirmation: string; receivedAmount: string; proofImageId: number | null }[]>('GET', '/withdrawals?state=2')).body.value!.find(
          (r) => r.withdrawalId === withdrawalId,
        );
        expect(operatorView).toMatchObject({ confirmation: 'partial', receivedAmount: '150.00' });
        expect(operatorView!.proofImageId).not.toBeNull();
      });

      await test.step('deposit 500 by Thai QR; the local gateway confirms; forged and replayed callbacks move nothing', async () => {
        const before = deposited - stakes + wins - withdrawal;
        await page.goto(`${locale.prefix}/depositv2`);
        await page.getByRole('tab', { name: t.deposit.methods.QR }).click();
        await expect(page.getByRole('tab', { name: t.deposit.methods.QR })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByLabel(t.deposit.payeeName, { exact: true })).toHaveCount(0);
        await page.getByLabel(t.deposit.amount, { exact: true }).fill('500');
        await page.getByRole('button', { name: t.deposit.continue }).click();
        await page.getByRole('button', { name: t.deposit.confirm }).click();

        const title = orderTitle(t.deposit.orderTitle);
        const heading = page.getByRole('heading', { name: title });
        await expect(heading).toBeVisible();
        const depositId = title.exec(await heading.innerText())![1];
        await expect(page.getByRole('img', { name: fill(t.deposit.qrAlt, { amount: money(50_000, intl) }) })).toBeVisible();
        await expect(page.getByText(t.deposit.qrTip)).toBeVisible();
        const credited = satang(await valueOf(page, 'section[aria-labelledby="deposit-order-title"]', t.deposit.credited).innerText());

        const pushed = await watchPush(page);
        const paid = await admin('POST', `/gateway/local/pay/${depositId}`, { status: 'PAID' });
        expect(paid.status).toBe(200);
        await expect.poll(() => headerSatang(page)).toBe(before + credited);
        await pushed();

        expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
        // The member's own postings (other workers' journeys add entries to the shared ledger meanwhile).
        const memberLedger = async () => (await admin<{ ledger: unknown[] }>('GET', `/members/${username}/overview`)).body.value!.ledger;
        const settled = await memberLedger();
        const order = (await admin<{ depositId: string; gatewayRef: string; amount: string; state: number }[]>('GET', '/deposits?state=2')).body.value!.find((o) => o.depositId === depositId)!;
        expect(order).toMatchObject({ amount: '500.00', state: 2 });

        // A callback of the gateway, built and signed here with its secret.
        const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'payment-gateway.key'), 'utf8').trim();
        const rawBody = JSON.stringify({ eventId: `evt_${randomBytes(12).toString('hex')}`, reference: order.gatewayRef, depositId, status: 'PAID', amount: order.amount });
        const timestamp = String(Date.now());
        const signed = { 'Content-Type': 'application/json', 'X-Timestamp': timestamp, 'X-Signature': createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex') };
        const callback = (headers: Record<string, string>) => fetch(`${platformUrl}/gateway/local/callback`, { method: 'POST', headers, body: rawBody });

        const forged = await callback({ ...signed, 'X-Signature': createHmac('sha256', 'not-the-secret').update(`${timestamp}.${rawBody}`).digest('hex') });
        expect(forged.status).toBe(401);
        expect((await forged.json()).code).toBe('signature_invalid');
        // The genuine event twice (a PSP retries): the order is already paid, the second answer is the first one.
        const first = await callback(signed);
        const replay = await callback(signed);
        expect(first.status).toBe(409);
        const firstAnswer = await first.json();
        expect(firstAnswer.code).toBe('deposit_state_invalid');
        expect(replay.status).toBe(409);
        expect(await replay.json()).toEqual(firstAnswer);
        // The gateway "paying" again (a new event for the same order).
        const again = await admin('POST', `/gateway/local/pay/${depositId}`, { status: 'PAID' });
        expect([again.status, again.body.code]).toEqual([409, 'deposit_state_invalid']);

        const wallet = await (await page.request.get('/api/wallet/balance')).json();
        expect(satang(wallet.balance)).toBe(before + credited);
        expect(await headerSatang(page)).toBe(before + credited);
        expect(await memberLedger()).toEqual(settled);
        expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
      });

      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00', accountsOff: [], unbalancedEntries: [] });
    });
  });
}
