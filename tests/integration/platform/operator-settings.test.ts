/** @jest-environment node */
// Every operator setting in one place (issue #28 "Settings"), against a started platform: for each
// group, a valid change through PUT /admin/settings/<group> is stored and read back by the route the
// portal reads; bad input is refused with the field named and nothing changed; the change is in the
// group's history (before → after, who, the reason) and its version goes up; a viewer may read the
// settings but not change them.
import { randomUUID } from 'node:crypto';
import { BUILTIN_ROLES } from '../../../contract/staff-permissions';
import { forwardAs } from '../../support/forwarded-address';
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

type Answer = { status: number; body: { success: boolean; code?: string; value?: any } };
type Caller = (method: string, route: string, json?: unknown) => Promise<Answer>;

interface GroupCase {
  group: string;
  /** The new value, made from the current one. */
  change: (current: any) => any;
  /** A value the schema or the store refuses, and a field the refusal names. */
  bad: (current: any) => any;
  badField: string;
  /** What the portal's route shows after the change. */
  portalShows: (value: any) => Promise<void>;
}

describe('operator settings', () => {
  jest.setTimeout(240_000);
  let platform: RunningPlatform;
  let client: MoneyClient;
  let owner: Caller;
  let viewer: Caller;
  let memberToken: string;

  const keyCaller = async (name: string, permissions: readonly string[]): Promise<Caller> => {
    const key = await client.admin('POST', '/keys', { name, permissions: [...permissions] });
    const secret = key.body.value.key as string;
    return async (method, route, json) => {
      const response = await fetch(`${platform.url}/admin${route}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    };
  };
  const settings = async () => (await owner('GET', '/settings')).body.value;
  const portal = async (route: string, token?: string) => (await client.call(route, { token })).body.value;

  beforeAll(async () => {
    platform = await startPlatform({ LOG_LEVEL: 'warn' });
    client = new MoneyClient(platform.url, platform.operatorKey);
    owner = await keyCaller('settings-owner', BUILTIN_ROLES.owner);
    viewer = await keyCaller('settings-viewer', BUILTIN_ROLES.viewer);
    await client.createMember('setmember01', '500.00', 'Load@2026', 'Somsri Settings');
    memberToken = await client.login('setmember01', 'Load@2026');
  });
  afterAll(async () => {
    await platform?.stop();
  });

  const cases: GroupCase[] = [
    {
      group: 'siteFlags',
      change: (flags) => ({ ...flags, PTSYS3: !flags.PTSYS3 }),
      bad: (flags) => ({ ...flags, NOSUCHFLAG3: true }),
      badField: 'NOSUCHFLAG3',
      portalShows: async (flags) => expect((await portal('/wps/system/flags')).PTSYS3).toBe(flags.PTSYS3),
    },
    {
      group: 'paymentChannels',
      change: (current) => ({
        ...current,
        receivingAccounts: [{ bankCode: 'SCB', accountNumber: '7012345678', accountName: 'บจก. ตั้งค่า ทดสอบ', branch: 'Silom' }],
        usdtRate: '35.25',
        channels: current.channels.map((channel: any) => (channel.vendorId === 'BANKTH' ? { ...channel, min: '200.00', chargePerMille: 5 } : channel)),
      }),
      bad: (current) => ({ ...current, channels: current.channels.map((channel: any) => (channel.vendorId === 'TBQR' ? { ...channel, min: '900.00', max: '100.00' } : channel)) }),
      badField: 'value.channels.1.max',
      portalShows: async () => {
        const channels = await portal('/wps/relay/MCSFE_getDepositPaymentChannels', memberToken);
        expect(channels.PGMT.channels[0]).toMatchObject({ vendorId: 'BANKTH', min: '200.00', customerCharge: '0.5' });
        // A new bank-transfer order is sent to the only receiving account now set.
        const order = await client.call('/wps/relay/MCSFE_manualTransferByAccountName', {
          method: 'POST',
          token: memberToken,
          key: randomUUID(),
          json: { vendorId: 'BANKTH', payeeName: 'Somsri Settings', amount: '300' },
        });
        expect(order.body.value.instructions).toMatchObject({ method: 'BANK', bankCode: 'SCB', accountNumber: '7012345678' });
        const usdt = await client.call('/wps/relay/MCSFE_depositVirtualWallet', { method: 'POST', token: memberToken, key: randomUUID(), json: { vendorId: 'USDT-TRC20', amount: '1000' } });
        expect(usdt.body.value.instructions.rate).toBe('35.25');
      },
    },
    {
      group: 'withdrawalRules',
      change: (rules) => ({ ...rules, min: '150.00', dailyCount: 3, windowFrom: '08:00', windowTo: '22:00' }),
      bad: (rules) => ({ ...rules, windowFrom: '25:00' }),
      badField: 'value.windowFrom',
      portalShows: async () =>
        expect(await portal('/wps/relay/MCSFE_getWithdrawSettings', memberToken)).toMatchObject({ minWithdrawal: '150.00', maxTransactionTimes: 3, withdrawDateFrom: '08:00', allDay: false }),
    },
    {
      group: 'bonusRules',
      change: (rules) => ({ bonusEarlyWithdrawal: 'forfeit', referral: { ...rules.referral, betShareBps: 80, firstDepositCap: '750.00' } }),
      bad: (rules) => ({ ...rules, referral: { ...rules.referral, firstDepositBps: 20_000 } }),
      badField: 'value.referral.firstDepositBps',
      portalShows: async (rules) => {
        // The referral page's rules; the early-withdrawal rule shows in no page, the platform's own read is what withdrawals use.
        expect(await portal('/wps/relay/getReferralRules', memberToken)).toMatchObject({ betShareBps: 80, firstDepositCap: '750.00' });
        expect(rules.bonusEarlyWithdrawal).toBe('forfeit');
      },
    },
    {
      group: 'agentRules',
      change: (rules) => ({ transfers: { ...rules.transfers, maxPerTransfer: '20000.00', maxPayees: 200 }, registration: { maxPerHour: 5, maxPerDay: 20 } }),
      bad: (rules) => ({ ...rules, transfers: { ...rules.transfers, minPerTransfer: '30000.00', maxPerTransfer: '20000.00' } }),
      badField: 'value.transfers.maxPerTransfer',
      // The agent pages read them through the same stores as the older admin routes.
      portalShows: async () => {
        expect((await owner('GET', '/agent-transfers/settings')).body.value).toMatchObject({ maxPerTransfer: 2_000_000, maxPayees: 200 });
        expect((await owner('GET', '/agent-registration/settings')).body.value).toEqual({ maxPerHour: 5, maxPerDay: 20 });
      },
    },
    {
      group: 'registrationFields',
      change: (current) => ({ fields: current.fields.map((field: any) => (field.name === 'line' ? { ...field, enabled: true, required: true, minLength: 3, maxLength: 20 } : field)) }),
      bad: (current) => ({ fields: current.fields.map((field: any) => (field.name === 'email' ? { ...field, minLength: 50, maxLength: 10 } : field)) }),
      badField: 'value.fields.1.maxLength',
      portalShows: async () => {
        const register = await portal('/wps/system/setting/register');
        expect(register.fields.find((field: any) => field.name === 'line')).toMatchObject({ enabled: true, required: true, minLength: 3, maxLength: 20, patternId: 9 });
        // The account's own rules are not the operator's to change.
        expect(register.fields.find((field: any) => field.name === 'username')).toMatchObject({ patternId: 1, minLength: 6, maxLength: 16 });
      },
    },
    {
      group: 'links',
      change: () => ({ customerService: [{ labelNameEn: 'livechat', url: 'https://chat.operator-th.com/room' }], appDownload: [], social: [{ labelNameEn: 'facebook', url: 'https://www.facebook.com/operator.th' }] }),
      bad: (links) => ({ ...links, customerService: [{ labelNameEn: 'livechat', url: 'http://chat.operator-th.com/' }] }),
      badField: 'value.customerService.0.url',
      portalShows: async () =>
        expect(await portal('/wps/system/resources')).toEqual({
          customerService: [{ labelNameEn: 'livechat', url: 'https://chat.operator-th.com/room' }],
          appDownload: [],
          social: [{ labelNameEn: 'facebook', url: 'https://www.facebook.com/operator.th' }],
        }),
    },
    {
      group: 'licence',
      change: () => ({
        authority: 'Curaçao Gaming Control Board',
        number: 'OGL/2026/118',
        text: { en: 'Licensed and regulated.', th: 'ได้รับอนุญาตและกำกับดูแล' },
        imageUrl: 'https://seal.cgcb.info/operator-th.png',
      }),
      bad: () => ({ authority: 'Someone', number: 'X1', text: { th: 'ไม่มีภาษาอังกฤษ' }, imageUrl: 'http://seal.example.com/x.png' }),
      badField: 'value.text',
      portalShows: async () => {
        const shown = await (await fetch(`${platform.url}/wps/system/licence?language=th`, { headers: { Merchant: 'DEMO' } })).json();
        expect(shown.value).toEqual({
          authority: 'Curaçao Gaming Control Board',
          number: 'OGL/2026/118',
          text: 'ได้รับอนุญาตและกำกับดูแล',
          imageUrl: 'https://seal.cgcb.info/operator-th.png',
        });
      },
    },
    {
      group: 'fourEyes',
      change: () => ({ adjustmentAbove: '2500.00', withdrawalAbove: '30000.00' }),
      bad: () => ({ adjustmentAbove: 'lots', withdrawalAbove: '30000.00' }),
      badField: 'value.adjustmentAbove',
      portalShows: async () => expect((await owner('GET', '/four-eyes/settings')).body.value).toEqual({ adjustmentAbove: '2500.00', withdrawalAbove: '30000.00' }),
    },
    {
      group: 'walletMode',
      change: (wallet) => ({ ...wallet, mode: 'seamless' }),
      bad: (wallet) => ({ ...wallet, transferWalletVendors: ['pp lower'] }),
      badField: 'value.transferWalletVendors.0',
      portalShows: async () => expect(await portal('/wps/relay/GCS_getMerchantWallet')).toEqual({ isSingle: true, vendors: [] }),
    },
    {
      group: 'regionBlocks',
      change: () => ({ addresses: ['198.51.100.0/24'], countries: ['KH'] }),
      bad: () => ({ addresses: ['not-an-address'], countries: [] }),
      badField: 'value.addresses.0',
      portalShows: async () => {
        const statusFrom = async (ip: string) =>
          (await (await fetch(`${platform.url}/wps/system/status`, { headers: forwardAs(new Headers({ Merchant: 'DEMO' }), ip) })).json()).value;
        expect(await statusFrom('198.51.100.7')).toMatchObject({ status: 2, location: { ip: '198.51.100.7' } });
        expect(await statusFrom('192.0.2.7')).toMatchObject({ status: 0, location: { ip: '192.0.2.7' } });
        expect((await settings()).regionBlocks.value).toEqual({ addresses: ['198.51.100.0/24'], countries: ['KH'] });
      },
    },
    {
      group: 'systemStatus',
      change: () => ({ status: 1, maintenance: { title: 'ปิดปรับปรุงระบบ', info: 'Back at 06:00' } }),
      bad: () => ({ status: 7, maintenance: { title: '', info: '' } }),
      badField: 'value.status',
      portalShows: async () => expect(await portal('/wps/system/status')).toMatchObject({ status: 1, maintenance: { title: 'ปิดปรับปรุงระบบ', info: 'Back at 06:00' } }),
    },
  ];

  it('answers every group with its value, the permission that edits it and its version', async () => {
    const all = await settings();
    expect(Object.keys(all).sort()).toEqual(
      ['agentRules', 'bonusRules', 'fourEyes', 'licence', 'links', 'paymentChannels', 'regionBlocks', 'registrationFields', 'siteFlags', 'systemStatus', 'walletMode', 'withdrawalRules'].sort(),
    );
    expect(all.systemStatus.editPermission).toBe('system:edit');
    expect(all.paymentChannels.editPermission).toBe('settings:edit');
    // The demo's receiving accounts and rate, as the cashier stores them.
    expect(all.paymentChannels.value.receivingAccounts).toHaveLength(2);
    expect(all.paymentChannels.value.usdtRate).toBe('36.50');
    expect(all.paymentChannels.value.channels.map((channel: any) => channel.vendorId)).toEqual(['BANKTH', 'TBQR', 'USDT-TRC20']);
    expect(all.links).toMatchObject({ version: 0, changedAt: null, changedBy: null });
    // A viewer reads them too.
    expect((await viewer('GET', '/settings')).status).toBe(200);
  });

  for (const groupCase of cases) {
    it(`${groupCase.group}: a change is stored, shown where the portal reads it and versioned; bad input and a viewer change nothing`, async () => {
      const before = (await settings())[groupCase.group];

      const refused = await owner('PUT', `/settings/${groupCase.group}`, { value: groupCase.bad(before.value), reason: 'a mistaken change' });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      expect(refused.body.value.fields).toContain(groupCase.badField);
      const noReason = await owner('PUT', `/settings/${groupCase.group}`, { value: groupCase.change(before.value) });
      expect(noReason.body.value.fields).toEqual(['reason']);
      const byViewer = await viewer('PUT', `/settings/${groupCase.group}`, { value: groupCase.change(before.value), reason: 'a viewer tries' });
      expect([byViewer.status, byViewer.body.code]).toEqual([403, 'staff_forbidden']);
      const untouched = (await settings())[groupCase.group];
      expect(untouched).toEqual(before);

      const wanted = groupCase.change(before.value);
      const changed = await owner('PUT', `/settings/${groupCase.group}`, { value: wanted, reason: `change ${groupCase.group} for the test` });
      expect(changed.status).toBe(200);
      const after = (await settings())[groupCase.group];
      expect(after.value).toEqual(changed.body.value.value);
      expect(after).toMatchObject({ version: before.version + 1, changedBy: 'key:settings-owner' });
      await groupCase.portalShows(after.value);

      const history = (await owner('GET', `/settings/${groupCase.group}/history`)).body.value;
      expect(history[0]).toMatchObject({
        actor: 'key:settings-owner',
        action: `PUT /admin/settings/${groupCase.group}`,
        before: before.value,
        after: after.value,
        reason: `change ${groupCase.group} for the test`,
      });
    });
  }

  it('puts the site back as it was: open, no region blocks', async () => {
    const reason = 'end of the maintenance window';
    expect((await owner('PUT', '/settings/systemStatus', { value: { status: 0, maintenance: { title: '', info: '' } }, reason })).status).toBe(200);
    expect((await owner('PUT', '/settings/regionBlocks', { value: { addresses: [], countries: [] }, reason })).status).toBe(200);
    expect((await portal('/wps/system/status')).status).toBe(0);
    // An empty group hides what it held: no support link, no licence.
    expect((await owner('PUT', '/settings/links', { value: { customerService: [], appDownload: [], social: [] }, reason: 'links withdrawn' })).status).toBe(200);
    expect(await portal('/wps/system/resources')).toEqual({ customerService: [], appDownload: [], social: [] });
    expect((await owner('PUT', '/settings/licence', { value: null, reason: 'licence withdrawn' })).status).toBe(200);
    expect(await portal('/wps/system/licence')).toBeNull();
  });

  it('counts a change through an older per-setting route (the ops CLI’s) in the group’s history and version', async () => {
    const before = (await settings()).links;
    const social = [{ labelNameEn: 'youtube', url: 'https://www.youtube.com/@operator.th' }];
    expect((await client.admin('PUT', '/resources', { social })).status).toBe(200);
    const after = (await settings()).links;
    expect(after).toMatchObject({ version: before.version + 1, changedBy: 'key:operator', value: { ...before.value, social } });
    const [last] = (await owner('GET', '/settings/links/history')).body.value;
    expect(last).toMatchObject({ action: 'PUT /admin/resources', before: before.value, after: after.value, reason: null });
  });

  it('refuses a change made over an older version, and takes it over the current one', async () => {
    const current = (await settings()).fourEyes;
    const stale = await owner('PUT', '/settings/fourEyes', { value: { adjustmentAbove: '999.00', withdrawalAbove: '999.00' }, reason: 'over an old form', version: current.version - 1 });
    expect([stale.status, stale.body.code, stale.body.value]).toEqual([409, 'settings_version_conflict', { version: current.version }]);
    expect((await settings()).fourEyes).toEqual(current);
    const fresh = await owner('PUT', '/settings/fourEyes', { value: { adjustmentAbove: '999.00', withdrawalAbove: '999.00' }, reason: 'over the current form', version: current.version });
    expect(fresh.status).toBe(200);
    expect((await settings()).fourEyes).toMatchObject({ version: current.version + 1, value: { adjustmentAbove: '999.00', withdrawalAbove: '999.00' } });
  });

  it('refuses an unknown group', async () => {
    expect((await owner('PUT', '/settings/everything', { value: {}, reason: 'no such group' })).status).toBe(404);
    expect((await owner('GET', '/settings/everything/history')).status).toBe(400);
  });
});
