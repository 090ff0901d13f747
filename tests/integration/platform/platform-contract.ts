// The platform's HTTP contract, exercised against a real process. Defined once, run against PGlite
// (platform-pglite.test.ts) and PostgreSQL (platform-postgres.test.ts).
import { SITE_FLAG_NAMES } from '@/contract/site-flags';
import { forwardAs } from '../../support/forwarded-address';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { encryptAes, encryptTcg, type EncryptedPayload, type RsaPublicKeyInfo } from './payload-client';
import { startPlatform, type RunningPlatform } from './platform-process';
import { verifyRevalidation } from '@/lib/bff/signature';

const execFileAsync = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '../../..');
const PNG_MAGIC = '89504e470d0a1a0a';
const REVALIDATE_SECRET = 'test-revalidate-secret';
const KNOWN_IP = '127.0.0.1';

interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

export function definePlatformSuite(extraEnv: () => Promise<Record<string, string>>): void {
  let platform: RunningPlatform;
  let rsa: RsaPublicKeyInfo;
  let revalidateServer: Server;
  const revalidations: { body: string; signature: string | undefined }[] = [];

  async function call<T = any>(route: string, init: RequestInit & { ip?: string } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    if (!headers.has('Merchant') && !route.startsWith('/admin')) headers.set('Merchant', 'DEMO');
    if (init.ip) forwardAs(headers, init.ip, REVALIDATE_SECRET);
    const response = await fetch(`${platform.url}${route}`, { ...init, headers });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  function postEncrypted<T = any>(route: string, payload: EncryptedPayload, ip: string): Promise<Answer<T>> {
    return call<T>(route, {
      method: 'POST',
      ip,
      headers: { 'Content-Type': 'application/json', ...payload.headers },
      body: JSON.stringify(payload.body),
    });
  }

  const login = (username: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    postEncrypted('/wps/session/login', encryptAes({ username, password, type: 'username', ...extra }, rsa), ip);

  beforeAll(async () => {
    revalidateServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        revalidations.push({ body, signature: request.headers['x-signature'] as string | undefined });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => revalidateServer.listen(0, '127.0.0.1', resolve));
    const address = revalidateServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    platform = await startPlatform({
      ...(await extraEnv()),
      LOG_LEVEL: 'info',
      PORTAL_REVALIDATE_URL: `http://127.0.0.1:${port}/api/revalidate`,
      REVALIDATE_SECRET,
    });
    rsa = (await call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
  });

  afterAll(async () => {
    await platform?.stop();
    await new Promise((resolve) => revalidateServer?.close(resolve));
  });

  describe('system', () => {
    it('answers health and status in the envelope', async () => {
      // Tests run outside production: no start warning (embedded-production.test.ts has the other side).
      expect((await call('/health')).body).toEqual({ success: true, value: { ok: true, database: expect.stringMatching(/^(pglite|postgres)$/), warnings: [] } });
      const status = await call('/wps/system/status', { ip: '203.0.113.7' });
      expect(status.status).toBe(200);
      expect(status.body.value).toMatchObject({
        status: 0,
        location: { ip: '203.0.113.7' },
        analytics: { gtagId: null },
        maintenance: null,
        regionRestriction: false,
      });
    });

    it('rejects a missing or wrong merchant with 403 merchant.invalid', async () => {
      for (const merchant of ['', 'OTHER']) {
        const answer = await call('/wps/system/status', { headers: merchant ? { Merchant: merchant } : { Merchant: '' } });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, code: 'merchant.invalid' });
      }
    });

    it('serves whitelabel modules, every site flag and register settings', async () => {
      const tree = (await call('/wps/system/whitelabel')).body.value;
      expect(tree.map((node: { modId: string }) => node.modId)).toEqual(expect.arrayContaining(['games', 'promotions', 'pointMall', 'vip', 'referral', 'agent']));
      const flags = (await call('/wps/system/flags')).body.value;
      // Exactly the flags of contract/site-flags.ts: none the platform does not act on.
      expect(Object.keys(flags).sort()).toEqual([...SITE_FLAG_NAMES].sort());
      const register = (await call('/wps/system/setting/register')).body.value;
      expect(register.methods).toEqual({ username: flags.USERNAMEREG3, mobile: flags.MOBILENUMREG3 });
      expect(register.smsVerification).toBe(flags.REGMOBVERF3);
      expect(register.mobilePassword).toBe(flags.MOBILENUMPASSREG3);
      expect(register.fields).toContainEqual(
        expect.objectContaining({ name: 'username', patternId: 1, minLength: 6, maxLength: 16, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' }),
      );
      expect(register.countryDialingCodes).toEqual(['+66', '+84', '+86', '+855', '+95', '+856', '+60', '+62', '+63', '+91', '+1', '+44']);
    });
  });

  describe('captcha and keys', () => {
    it('draws a real PNG captcha and rejects a bad key', async () => {
      const answer = await call<string>(`/wps/captcha?key=${randomBytes(12).toString('hex')}`);
      expect(answer.status).toBe(200);
      expect(Buffer.from(answer.body.value!, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
      const bad = await call('/wps/captcha?key=short');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
    });

    it('publishes the RSA public key as hex', () => {
      expect(rsa.exponent).toBe('10001');
      expect(rsa.modulus).toMatch(/^[0-9a-f]{512}$/);
    });
  });

  describe('login', () => {
    it('logs demo01 in with the aes format, then serves member info and balance, and logout revokes', async () => {
      // From a known (seeded local) address: a new one would ask for a second verification.
      const answer = await login('  DEMO01 ', 'Demo@2026', KNOWN_IP);
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        firstTimeLogin: false,
        passwordExpired: false,
        member: { account: 'demo01', type: 0 },
      });
      const token: string = answer.body.value.token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const info = await call('/wps/member/info', { headers: { Authorization: token } });
      expect(info.body.value).toMatchObject({ account: 'demo01', type: 0, currency: 'THB', currencySymbol: '฿' });
      const balance = await call('/wps/v2/wallets/balance', { headers: { Authorization: token } });
      expect(balance.body.value).toEqual({ balance: '10000.00', currency: 'THB', currencySymbol: '฿' });

      const logout = await call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
      expect(logout.body).toEqual({ success: true, value: true });
      const after = await call('/wps/member/info', { headers: { Authorization: token } });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('user.or.token.invalid');
    });

    it('accepts the tcg format, with and without the Encryption-Type header', async () => {
      for (const withHeader of [true, false]) {
        const payload = encryptTcg({ username: 'agent01', password: 'Agent@2026' }, rsa, withHeader);
        const answer = await postEncrypted('/wps/session/login', payload, KNOWN_IP);
        expect(answer.status).toBe(200);
        expect(answer.body.value.member).toMatchObject({ account: 'agent01', type: 1 });
      }
    });

    it('answers 401 CUSTOMER_NOT_LOGIN without a token and user.or.token.invalid for an unknown one', async () => {
      expect((await call('/wps/member/info')).body.code).toBe('CUSTOMER_NOT_LOGIN');
      const unknown = await call('/wps/v2/wallets/balance', { headers: { Authorization: 'x'.repeat(43) } });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('user.or.token.invalid');
    });

    it('rejects plaintext and tampered bodies with request_body_required', async () => {
      const plain = await call('/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo01', password: 'Demo@2026' }),
      });
      expect(plain.status).toBe(400);
      expect(plain.body).toMatchObject({ success: false, code: 'request_body_required' });

      const payload = encryptAes({ username: 'demo01', password: 'Demo@2026' }, rsa);
      const bytes = Buffer.from(payload.body.value, 'base64');
      bytes[14] ^= 0xff;
      const tampered = await postEncrypted('/wps/session/login', { ...payload, body: { value: bytes.toString('base64') } }, '198.51.100.3');
      expect(tampered.status).toBe(400);
      expect(tampered.body.code).toBe('request_body_required');
    });

    it('validates the decrypted body', async () => {
      const answer = await postEncrypted('/wps/session/login', encryptAes({ username: 'demo01' }, rsa), '198.51.100.4');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.message).toContain('password');
    });

    it('gives the same answer for a wrong password and an unknown account', async () => {
      const wrong = await login('demo01', 'nope-nope', '198.51.100.5');
      const unknown = await login('nobody-here', 'nope-nope', '198.51.100.6');
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ success: false, code: 'account_password_wrong', message: 'Account or password wrong' });
      }
    });

    it('requires a captcha after 3 failures and rejects a wrong one', async () => {
      const ip = '198.51.100.10';
      expect((await login('demo02', 'wrong-1', ip)).body.value).toBeUndefined();
      expect((await login('demo02', 'wrong-2', ip)).body.value).toBeUndefined();
      const third = await login('demo02', 'wrong-3', ip);
      expect(third.body).toMatchObject({ code: 'account_password_wrong', value: { captcha: true } });

      const missing = await login('demo02', 'Demo@2026', ip);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'captcha_required', value: { captcha: true } });

      const captchaKey = randomBytes(16).toString('hex');
      expect((await call(`/wps/captcha?key=${captchaKey}`)).status).toBe(200);
      const wrongCaptcha = await login('demo02', 'Demo@2026', ip, { captcha: '####', captchaKey });
      expect(wrongCaptcha.body).toMatchObject({ code: 'captcha_invalid', value: { captcha: true } });
    });

    it('10 failures without a solved captcha never lock the account: they only ask for the captcha (issue 15, finding 3)', async () => {
      const ip = '198.51.100.20';
      const answers: Answer[] = [];
      for (let i = 0; i < 10; i += 1) answers.push(await login('demo03', `wrong-${i}`, ip));
      expect(answers.every((answer) => answer.status === 400)).toBe(true);
      expect(answers.slice(0, 3).map((answer) => answer.body.code)).toEqual(Array(3).fill('account_password_wrong'));
      expect(answers.slice(3).map((answer) => answer.body.code)).toEqual(Array(7).fill('captcha_required'));
      // The owner, elsewhere: asked for the captcha, not locked out.
      const right = await login('demo03', 'Demo@2026', '198.51.100.21');
      expect(right.status).toBe(400);
      expect(right.body).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    });
  });

  describe('games', () => {
    it('lists menus in server order, with e-sports and cockfight vendors under SPORTS', async () => {
      const menus = (await call('/lgw/games/game_menus')).body.value as { gameType: string; vendors: { vassalage: string; gameCount: number }[] }[];
      expect(menus.map((menu) => menu.gameType)).toEqual(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS']);
      const sports = menus[0].vendors.map((vendor) => vendor.vassalage);
      expect(sports).toEqual(expect.arrayContaining(['AV', 'SV3', 'SBO']));
      const rng = menus.find((menu) => menu.gameType === 'RNG')!;
      expect(rng.vendors.length).toBeGreaterThanOrEqual(12);
      expect(rng.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0)).toBeGreaterThanOrEqual(10_000);
    });

    it('pages the RNG list and filters by vendor, keyword, min bet and lines', async () => {
      const base = '/wps/relay/GCSGAME_gameList?gameType=RNG&language=th&clientType=3&platform=html5-desktop&merchant=DEMO';
      const first = (await call(`${base}&pageNo=1&pageSize=20`)).body.value;
      expect(first.list).toHaveLength(20);
      expect(first.totalCount).toBeGreaterThanOrEqual(10_000);
      expect(first.totalPages).toBe(Math.ceil(first.totalCount / 20));
      expect(first.list[0]).toEqual(
        expect.objectContaining({ gameType: 'RNG', isGame: 'GAME', iconUrl: `/wps/game/icon/${first.list[0].gameCode}.png` }),
      );
      expect(first.list[0].minBet).toMatch(/^\d+\.\d{2}$/);
      const second = (await call(`${base}&pageNo=2&pageSize=20`)).body.value;
      expect(second.list[0].gameId).not.toBe(first.list[0].gameId);

      const pg = (await call(`${base}&vassalage=PG&pageSize=100`)).body.value;
      expect(pg.list.every((game: { vassalage: string }) => game.vassalage === 'PG')).toBe(true);

      const dragon = (await call(`${base}&keyword=DRAGON&pageSize=100`)).body.value;
      expect(dragon.totalCount).toBeGreaterThan(0);
      expect(dragon.list.every((game: { displayName: string }) => /dragon/i.test(game.displayName))).toBe(true);

      const filtered = (await call(`${base}&minBet=1&minLines=25&pageSize=100`)).body.value;
      expect(filtered.totalCount).toBeGreaterThan(0);
      expect(filtered.totalCount).toBeLessThan(first.totalCount);
      expect(filtered.list.every((game: { minBet: string; lines: number }) => Number(game.minBet) >= 1 && game.lines >= 25)).toBe(true);
    });

    it('rejects bad list queries with 400 validation_failed', async () => {
      for (const query of ['gameType=NOPE', 'gameType=RNG&pageSize=0', 'gameType=RNG&pageSize=101', 'gameType=RNG&pageNo=abc', 'pageNo=1']) {
        const answer = await call(`/wps/relay/GCSGAME_gameList?${query}`);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('validation_failed');
      }
    });

    it('serves generated, cacheable icons without the Merchant header', async () => {
      const game = (await call('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).body.value.list[0];
      for (const route of [game.iconUrl, '/wps/vendor/icon/PG.png']) {
        const response = await fetch(`${platform.url}${route}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
        expect(Buffer.from(await response.arrayBuffer()).subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
      }
      const unknown = await fetch(`${platform.url}/wps/game/icon/NOPE_1.png`);
      expect(unknown.status).toBe(404);
    });
  });

  describe('envelope on bad input', () => {
    it('answers malformed JSON, oversized bodies and unknown routes in the envelope', async () => {
      const malformed = await call('/wps/session/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"value":' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ success: false, code: 'request_body_required' });

      const big = await call('/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: 'x'.repeat(70 * 1024) }),
      });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ success: false, code: 'payload_too_large' });

      const missing = await call('/wps/nothing/here');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, code: 'not_found' });
    });
  });

  describe('operators', () => {
    const admin = (route: string, init: RequestInit = {}, key = platform.operatorKey) =>
      call(`/admin${route}`, { ...init, headers: { 'X-Operator-Key': key, 'Content-Type': 'application/json', ...init.headers } });

    it('refuses the admin API without the operator key', async () => {
      const answer = await admin('/flags', {}, 'wrong-key');
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    });

    it('changes status and flags through the admin API and asks the portal to revalidate', async () => {
      const changed = await admin('/status', { method: 'POST', body: JSON.stringify({ status: 2 }) });
      expect(changed.body).toEqual({ success: true, value: { status: 2 } });
      const status = (await call('/wps/system/status')).body.value;
      expect(status).toMatchObject({ status: 2, regionRestriction: true });

      expect((await admin('/flags/PTSYS3', { method: 'POST', body: JSON.stringify({ enabled: false }) })).body.success).toBe(true);
      expect((await call('/wps/system/flags')).body.value.PTSYS3).toBe(false);
      expect((await admin('/flags', {})).body.value.PTSYS3).toBe(false);
      const unknown = await admin('/flags/NOSUCHFLAG', { method: 'POST', body: JSON.stringify({ enabled: true }) });
      expect(unknown.status).toBe(404);
      const badBody = await admin('/status', { method: 'POST', body: JSON.stringify({ status: 7 }) });
      expect(badBody.status).toBe(400);

      const statusHook = revalidations.find((call) => call.body.includes('system-status'));
      expect(JSON.parse(statusHook!.body)).toEqual({ tags: ['system-status'] });
      // Signed with its time, as the portal's hook takes it (contract/revalidate-signature.ts).
      expect(verifyRevalidation(statusHook!.body, statusHook!.signature ?? null, REVALIDATE_SECRET)).toBe('ok');
      expect(revalidations.some((call) => call.body.includes('site-flags'))).toBe(true);
    });

    it('sets the status with the CLI through the running platform', async () => {
      const cli = (args: string[]) =>
        execFileAsync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['platform/src/ops/cli.ts', ...args], {
          cwd: REPO_ROOT,
          env: { ...process.env, PLATFORM_URL: platform.url, OPERATOR_KEY: platform.operatorKey, PLATFORM_DATA_DIR: platform.dataDir },
        });
      const { stdout } = await cli(['status', '1']);
      expect(stdout).toContain('system status set to 1');
      const status = (await call('/wps/system/status')).body.value;
      expect(status).toMatchObject({ status: 1, maintenance: { title: expect.any(String), info: expect.any(String) } });
      await expect(cli(['status', '9'])).rejects.toMatchObject({ code: 2 });
      await cli(['status', '0']);
    });
  });

  describe('logs', () => {
    it('never contain tokens, passwords or the Encryption header', async () => {
      const payload = encryptAes({ username: 'agent01', password: 'Agent@2026' }, rsa);
      const answer = await postEncrypted('/wps/session/login', payload, KNOWN_IP);
      const token: string = answer.body.value.token;
      await call('/wps/member/info', { headers: { Authorization: token } });
      const logs = platform.output();
      expect(logs).toContain('request completed');
      for (const secret of [token, 'Agent@2026', 'Demo@2026', payload.headers.Encryption, payload.body.value]) {
        expect(logs).not.toContain(secret);
      }
    });
  });
}
