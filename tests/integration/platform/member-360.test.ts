/** @jest-environment node */
// The member 360 view and the staff's actions on a member (issue #28), against a started platform:
// search by account, real name and phone; a real-name correction by support with a reason shows in
// the member's history (before → after, who); deposits and withdrawals blocked separately and refused
// with nothing written; ending the member's sessions and a staff lock stop the member's token; notes.
// Support's machine key has support's permissions: it cannot adjust money. The overview carries the
// member's ledger, rounds, responsible-gaming limits (shown, with no way to lift them) and devices;
// a service message reaches the member's inbox, with its reason in the member's history, and only
// for a key holding inbox:send.
import { randomUUID } from 'node:crypto';
import { memberOverview } from '../../../contract/member-admin';
import { BUILTIN_ROLES } from '../../../contract/staff-permissions';
import { cheapSlot, MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

describe('member 360', () => {
  jest.setTimeout(180_000);
  let platform: RunningPlatform;
  let client: MoneyClient;
  let support: (method: string, route: string, json?: unknown) => Promise<{ status: number; body: { success: boolean; code?: string; value?: any } }>;

  beforeAll(async () => {
    platform = await startPlatform({ LOG_LEVEL: 'warn' });
    client = new MoneyClient(platform.url, platform.operatorKey);
    await client.createMember('m360somchai', '300.00', 'Load@2026', 'Somchai Jaidee');
    const key = await client.admin('POST', '/keys', { name: 'support-desk', permissions: [...BUILTIN_ROLES.support] });
    const secret = key.body.value.key as string;
    support = async (method, route, json) => {
      const response = await fetch(`${platform.url}/admin${route}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    };
  });
  afterAll(async () => {
    await platform?.stop();
  });
  afterEach(async () => {
    expect(await client.reconcile()).toMatchObject({ ok: true, total: '0.00' });
  });

  it('finds a member by account prefix and by part of the real name; odd input is refused, not searched', async () => {
    expect((await support('GET', '/member-search?q=m360som')).body.value.map((m: { account: string }) => m.account)).toEqual(['m360somchai']);
    expect((await support('GET', '/member-search?q=jaidee')).body.value.map((m: { account: string }) => m.account)).toContain('m360somchai');
    expect((await support('GET', '/member-search?q=%25%25')).body.value).toEqual([]);
    expect((await support('GET', `/member-search?q=${'x'.repeat(200)}`)).status).toBe(400);
    expect((await support('GET', '/member-search?q=a%0Ab')).status).toBe(400);
  });

  it('support corrects the real name with a reason; the member history shows who, before and after', async () => {
    const corrected = await support('POST', '/members/m360somchai/real-name', { realName: 'Somchai Jaidee-Wong', reason: 'ID card checked by phone' });
    expect(corrected.body.value).toEqual({ account: 'm360somchai', realName: 'Somchai Jaidee-Wong' });
    expect((await support('POST', '/members/m360somchai/real-name', { realName: 'X', reason: 'too short' })).status).toBe(400);
    const overview = (await support('GET', '/members/m360somchai/overview')).body.value;
    expect(overview.profile.realName).toBe('Somchai Jaidee-Wong');
    expect(overview.history[0]).toMatchObject({
      actor: 'key:support-desk',
      before: { realName: 'Somchai Jaidee' },
      after: { realName: 'Somchai Jaidee-Wong' },
      reason: 'ID card checked by phone',
    });
    expect(overview.balances).toMatchObject({ cash: '300.00', bonusHeld: '0.00', hold: '0.00' });
    // support may not move money
    expect((await support('POST', '/members/m360somchai/adjust', { amount: '10', remark: 'x' })).body.code).toBe('staff_forbidden');
  });

  it('blocks deposits and withdrawals separately: a blocked command is refused and writes nothing', async () => {
    const token = await client.login('m360somchai', 'Load@2026');
    await support('POST', '/members/m360somchai/blocks', { deposit: true, bet: false, withdrawal: true, reason: 'suspected shared account' });
    const before = await client.reconcile();
    const deposit = await client.call('/wps/relay/MCSFE_manualTransferByAccountName', {
      method: 'POST',
      token,
      key: randomUUID(),
      json: { vendorId: 'BANKTH', payeeName: 'Somchai Jaidee-Wong', amount: '500' },
    });
    expect([deposit.status, deposit.body.code]).toEqual([403, 'member_blocked_deposit']);
    const withdrawal = await client.encrypted('/wps/v2/transaction/withdraw', { amount: '100', bankCardId: 1, password: 'fund1234' }, { token, method: 'POST', key: randomUUID() });
    expect([withdrawal.status, withdrawal.body.code]).toEqual([403, 'member_blocked_withdrawal']);
    expect((await client.reconcile()).entries).toBe(before.entries);
    expect((await support('GET', '/members/m360somchai/overview')).body.value.blocks).toEqual({ deposit: true, bet: false, withdrawal: true });
    await support('POST', '/members/m360somchai/blocks', { deposit: false, bet: false, withdrawal: false, reason: 'cleared after review' });
    const again = await client.call('/wps/relay/MCSFE_manualTransferByAccountName', {
      method: 'POST',
      token,
      key: randomUUID(),
      json: { vendorId: 'BANKTH', payeeName: 'Somchai Jaidee-Wong', amount: '500' },
    });
    expect(again.body.success).toBe(true);
  });

  it('ends the member’s sessions and locks the login until a staff member lifts it; notes stay with the member', async () => {
    const token = await client.login('m360somchai', 'Load@2026');
    expect((await client.call('/wps/v2/wallets/balance', { token })).status).toBe(200);
    await support('POST', '/members/m360somchai/sessions/end', { reason: 'member reported a lost phone' });
    expect((await client.call('/wps/v2/wallets/balance', { token })).status).toBe(401);
    await support('POST', '/members/m360somchai/login-lock', { locked: true, reason: 'account takeover suspected' });
    await expect(client.login('m360somchai', 'Load@2026')).rejects.toThrow();
    await support('POST', '/members/m360somchai/login-lock', { locked: false, reason: 'owner verified by video call' });
    expect(await client.login('m360somchai', 'Load@2026')).toBeTruthy();
    const note = await support('POST', '/members/m360somchai/notes', { text: 'Prefers LINE contact', tags: ['vip', 'ไทย'] });
    expect(note.body.value).toMatchObject({ text: 'Prefers LINE contact', tags: ['vip', 'ไทย'], author: 'key:support-desk' });
    expect((await support('GET', '/members/m360somchai/overview')).body.value.notes[0].text).toBe('Prefers LINE contact');
  });

  it('shows the ledger, the rounds, the responsible-gaming limits and the devices, in the shape the back office reads', async () => {
    await client.createMember('m360player', '100.00', 'Load@2026', 'Malee Suksan');
    const token = await client.login('m360player', 'Load@2026');
    const playToken = await client.openGame(token, await cheapSlot(client, token));
    const spin = await client.spin(playToken, `m360-${randomUUID()}`, '1.00');
    expect(spin.body.success).toBe(true);
    const limit = await client.call('/wps/rg/limit', { method: 'POST', token, json: { kind: 'deposit', period: 'day', amount: '500' } });
    expect(limit.body.success).toBe(true);

    const answer = await support('GET', '/members/m360player/overview');
    const overview = memberOverview.parse(answer.body.value);
    expect(overview.ledger.map((row) => row.txType)).toEqual(expect.arrayContaining(['betting']));
    expect(overview.ledger.at(-1)).toMatchObject({ amount: '100.00', balanceAfter: '100.00' });
    expect(overview.ledger[0].balanceAfter).toBe(spin.body.value!.balance);
    expect(overview.rounds).toHaveLength(1);
    expect(overview.rounds[0]).toMatchObject({ bet: '1.00', win: spin.body.value!.win, gameType: 'RNG' });
    expect(overview.responsibleGaming.limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', current: '500.00' })]);
    expect(overview.responsibleGaming.exclusion).toBeNull();
    expect(overview.bonuses).toEqual([]);
    expect(overview.logins.filter((login) => login.success).length).toBeGreaterThanOrEqual(1);
    // Each block is set on its own: a kind left out keeps its state; naming none is refused.
    await support('POST', '/members/m360player/blocks', { withdrawal: true, reason: 'bank account under review' });
    await support('POST', '/members/m360player/blocks', { bet: true, reason: 'bonus abuse suspected' });
    expect((await support('POST', '/members/m360player/blocks', { reason: 'nothing named' })).status).toBe(400);
    expect((await support('GET', '/members/m360player/overview')).body.value.blocks).toEqual({ deposit: false, bet: true, withdrawal: true });
    // No admin route lifts a limit: the 360 view only shows them.
    expect((await support('DELETE', '/members/m360player/responsible-gaming')).status).toBe(404);
  });

  it('sends a service message to the member’s inbox with a reason kept in the member’s history; only with inbox:send', async () => {
    const token = await client.login('m360somchai', 'Load@2026');
    const unreadBefore = (await client.call('/wps/inbox/unreadCount', { token })).body.value.value as number;
    const sent = await support('POST', '/members/m360somchai/messages', { language: 'th', title: 'บัญชีของคุณ', content: 'ชื่อจริงได้รับการแก้ไขแล้ว', reason: 'confirm the name correction' });
    expect(sent.status).toBe(201);
    expect(sent.body.value).toMatchObject({ account: 'm360somchai', messageId: expect.any(Number) });
    expect((await client.call('/wps/inbox/unreadCount', { token })).body.value.value).toBe(unreadBefore + 1);
    const overview = (await support('GET', '/members/m360somchai/overview')).body.value;
    expect(overview.history[0]).toMatchObject({ action: 'POST /admin/members/:account/messages', actor: 'key:support-desk', reason: 'confirm the name correction' });

    // Bad input changes nothing: no reason, an unknown language, an unknown member.
    for (const body of [
      { language: 'th', title: 'x', content: 'y' },
      { language: 'fr', title: 'x', content: 'y', reason: 'a reason' },
      { language: 'en', title: '', content: 'y', reason: 'a reason' },
    ]) {
      expect((await support('POST', '/members/m360somchai/messages', body)).status).toBe(400);
    }
    expect((await support('POST', '/members/nobody360/messages', { language: 'en', title: 'x', content: 'y', reason: 'a reason' })).status).toBe(404);
    expect((await client.call('/wps/inbox/unreadCount', { token })).body.value.value).toBe(unreadBefore + 1);

    // risk has members:edit but not inbox:send
    const risk = await client.admin('POST', '/keys', { name: 'risk-desk', permissions: [...BUILTIN_ROLES.risk] });
    const refused = await fetch(`${platform.url}/admin/members/m360somchai/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${risk.body.value.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en', title: 'x', content: 'y', reason: 'a reason' }),
    });
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'staff_forbidden']);
  });
});
