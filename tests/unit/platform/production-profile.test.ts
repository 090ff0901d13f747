/** @jest-environment node */
// Issue 29 on the platform, without a database: the demo's published passwords are the ones the
// production profile refuses (and only there); a new site's cashier holds no payment detail, so no
// channel opens until the operator sets one; the operator CLI's commands for what a production site
// starts without.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@/platform/src/seed/accounts';
import { DEMO_AGENT } from '@/platform/src/seed/agent-transfers';
import { DEMO_SUB_AGENTS } from '@/platform/src/seed/agent-tree';
import { DEMO_CASHIER_SETTINGS, DEMO_USDT_RATE } from '@/platform/src/seed/cashier-details';
import { HISTORY_MEMBER } from '@/platform/src/seed/cashier-history';
import { DEFAULT_CASHIER_SETTINGS } from '@/platform/src/modules/cashier/rules/cashier-settings';
import { channelOpen, usdtAmountOf } from '@/platform/src/modules/cashier/rules/deposits';
import { DEMO_STAFF } from '@/platform/src/modules/back-office/staff/demo-staff';
import { isRefusedPassword, PUBLISHED_PASSWORDS, refusePublishedPassword } from '@/platform/src/modules/accounts/rules/published-passwords';
import { parseSiteSettingsCommand } from '@/platform/src/ops/site-settings-commands';

const SEED_DIR = path.resolve(__dirname, '../../../platform/src/seed');

describe('the demo’s published passwords', () => {
  it('are every password the demo seed sets', () => {
    const seeded = [...DEMO_ACCOUNTS.map((account) => account.password), ...DEMO_SUB_AGENTS.map((agent) => agent.password), HISTORY_MEMBER.password, HISTORY_MEMBER.fundsPassword, DEMO_AGENT.fundsPassword, ...DEMO_STAFF.map((member) => member.password)];
    // And any other password-like literal in the seed's sources (the agent tree's members).
    for (const file of readdirSync(SEED_DIR)) seeded.push(...[...readFileSync(path.join(SEED_DIR, file), 'utf8').matchAll(/'([A-Z][a-z]+@\d{4})'/g)].map((match) => match[1]));
    expect(new Set(seeded)).toEqual(PUBLISHED_PASSWORDS);
  });

  it('include the demo staff’s, whose names and authenticator secrets npm start prints', () => {
    const banner = readFileSync(path.resolve(__dirname, '../../../scripts/start.mjs'), 'utf8');
    for (const member of DEMO_STAFF) {
      expect(banner).toMatch(new RegExp(`${member.role}\\s+${member.name}\\s+authenticator secret ${member.totpSecret}`));
      expect(banner).toContain(`password ${member.password}`);
    }
  });

  it('are refused in the production profile only', () => {
    expect(isRefusedPassword('production', 'Demo@2026')).toBe(true);
    expect(isRefusedPassword('production', ' Agent@2026 ')).toBe(true);
    expect(isRefusedPassword('demo', 'Demo@2026')).toBe(false);
    expect(isRefusedPassword('production', 'Own-Pass-2027')).toBe(false);
    expect(() => refusePublishedPassword('production', 'Fund@2026', 'fundsPassword')).toThrow(expect.objectContaining({ statusCode: 400, code: 'validation_failed', value: { fields: { fundsPassword: { kind: 'password_published' } } } }));
    expect(() => refusePublishedPassword('demo', 'Fund@2026', 'fundsPassword')).not.toThrow();
  });
});

describe('a new site’s cashier', () => {
  const quote = { currency: 'USDT' as const, rate: 35_20n, at: new Date('2026-03-12T07:01:00Z'), source: 'operator' };

  it('has no receiving account, PromptPay id or USDT address, so no channel opens', () => {
    expect(DEFAULT_CASHIER_SETTINGS).toMatchObject({ receivingAccounts: [], promptPayId: '', usdt: { addresses: [] } });
    for (const channel of DEFAULT_CASHIER_SETTINGS.channels) expect([channel.method, channelOpen(DEFAULT_CASHIER_SETTINGS, channel, quote)]).toEqual([channel.method, false]);
  });

  it('opens USDT only with both an address and a rate (the demo has both)', () => {
    const usdt = DEMO_CASHIER_SETTINGS.channels.find((channel) => channel.method === 'USDT')!;
    expect(channelOpen(DEMO_CASHIER_SETTINGS, usdt, undefined)).toBe(false);
    expect(channelOpen(DEMO_CASHIER_SETTINGS, usdt, quote)).toBe(true);
    for (const channel of DEMO_CASHIER_SETTINGS.channels) expect(channelOpen(DEMO_CASHIER_SETTINGS, channel, { ...quote, rate: DEMO_USDT_RATE })).toBe(true);
    expect(channelOpen(DEMO_CASHIER_SETTINGS, { ...usdt, enabled: false }, quote)).toBe(false);
  });

  it('converts at the rate source’s rate, rounding the USDT up', () => {
    expect(usdtAmountOf(1000_00n, 35_20n)).toBe('28.409091');
    expect(usdtAmountOf(3650_00n, 36_50n)).toBe('100.000000');
  });
});

describe('the CLI’s site settings', () => {
  it.each([
    [['links'], { method: 'GET', path: '/resources' }],
    [['links', 'set', 'links.json'], { method: 'PUT', path: '/resources', file: 'links.json' }],
    [['licence'], { method: 'GET', path: '/licence' }],
    [['licence', 'set', 'licence.json'], { method: 'PUT', path: '/licence', file: 'licence.json' }],
    [['licence', 'off'], { method: 'DELETE', path: '/licence' }],
    [['payment-details', 'set', 'pay.json'], { method: 'PUT', path: '/cashier/payment-details', file: 'pay.json' }],
    [['rates'], { method: 'GET', path: '/rates' }],
    [['rate', 'USDT', '36.50'], { method: 'PUT', path: '/rates/USDT', body: { rate: '36.50' } }],
    [['rate', 'USDT', 'off'], { method: 'DELETE', path: '/rates/USDT' }],
    [['winner-board'], { method: 'GET', path: '/winner-board/settings' }],
    [['winner-board', 'min', '250.00'], { method: 'PUT', path: '/winner-board/settings', body: { minWinAmount: '250.00' } }],
  ])('%j', (args, command) => {
    expect(parseSiteSettingsCommand(args)).toEqual({ kind: 'site-setting', ...command });
  });

  it.each([[['rate', 'BTC', '1']], [['rate', 'USDT', '-1']], [['rate', 'USDT', '36.555']], [['links', 'set']], [['licence', 'on']], [['links', 'x', 'y', 'z']], [['winner-board', 'min', 'lots']], [['winner-board', 'min']]])('refuses %j', (args) => {
    expect(parseSiteSettingsCommand(args)).toBeUndefined();
  });
});
