/** @jest-environment node */
// The portal's upstream client (lib/wps) against a real platform process: both wire formats of
// the encrypted login, the typed reads, and logout revoking the token.
import { startPlatform, type RunningPlatform } from '../platform/platform-process';
import { WpsError } from '@/lib/wps/envelope';
import { gameList, gameMenus } from '@/lib/wps/games';
import { memberInfo } from '@/lib/wps/member';
import { login, logout } from '@/lib/wps/session';
import { walletBalance } from '@/lib/wps/wallet';

let platform: RunningPlatform;
const env = process.env as Record<string, string | undefined>;

beforeAll(async () => {
  platform = await startPlatform();
  env.WPS_BASE_URL = platform.url;
}, 90_000);

afterAll(async () => {
  await platform?.stop();
});

afterEach(() => {
  delete env.WPS_CIPHER;
});

it.each(['aes', 'tcg'] as const)('logs in with the %s cipher and reads member info and balance', async (cipher) => {
  env.WPS_CIPHER = cipher;
  const result = await login({ username: 'demo01', password: 'Demo@2026' }, { language: 'en', ip: '127.0.0.1' });
  expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(result.member).toMatchObject({ account: 'demo01', type: 0 });

  const caller = { token: result.token, language: 'en' };
  await expect(memberInfo(caller)).resolves.toMatchObject({ account: 'demo01', currencySymbol: '฿' });
  await expect(walletBalance(caller)).resolves.toEqual({ balance: '10000.00', currency: 'THB', currencySymbol: '฿' });

  await logout(caller);
  await expect(memberInfo(caller)).rejects.toMatchObject({ code: 'user.or.token.invalid', status: 401 });
});

it('turns a refused login into a WpsError with the platform code', async () => {
  const failure = await login({ username: 'demo02', password: 'nope' }, { ip: '198.51.100.8' }).catch((error) => error);
  expect(failure).toBeInstanceOf(WpsError);
  expect(failure).toMatchObject({ code: 'account_password_wrong', status: 400 });
});

it('reads game menus and a page of 20 slots', async () => {
  const menus = await gameMenus('th');
  expect(menus.map((menu) => menu.gameType)).toEqual(expect.arrayContaining(['SPORTS', 'RNG', 'LIVE']));
  const page = await gameList({ gameType: 'RNG', pageNo: 3 }, { language: 'th' });
  expect(page.list).toHaveLength(20);
  expect(page).toMatchObject({ pageNo: 3, pageSize: 20 });
  expect(page.totalCount).toBeGreaterThanOrEqual(10_000);
});

it('reports an unreachable upstream as network_error', async () => {
  env.WPS_BASE_URL = 'http://127.0.0.1:9';
  await expect(memberInfo({ token: 'x' })).rejects.toMatchObject({ code: 'network_error', status: 503 });
  env.WPS_BASE_URL = platform.url;
});
