// Security center (masked details, Google authenticator), the outbox through the admin API and
// the CLI, OpenID providers, and secrets kept out of the logs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { totp } from '../../support/totp';
import { KNOWN_IP, type Harness } from './accounts-harness';

const execFileAsync = promisify(execFile);
const REPO_ROOT = path.resolve(__dirname, '../../..');

export function defineSecurityTests(h: Harness): void {
  const secrets: string[] = [];

  describe('security center', () => {
    it('shows demo01 its masked contact details', async () => {
      const token = (await h.login({ username: 'demo01', password: 'Demo@2026' }, KNOWN_IP)).body.value.token;
      expect((await h.call('/wps/member/security', { token })).body.value).toEqual({
        mobile: '08*****678',
        email: 'de***@example.com',
        payeeNameSet: true,
        totpEnabled: false,
      });
      expect((await h.call('/wps/member/security')).status).toBe(401);
    });

    it('sets up, enables and disables the Google authenticator', async () => {
      const ip = h.ip();
      const username = h.username('auth');
      const token = (await h.register({ username }, ip)).body.value.token;
      const post = (route: string, payload: unknown = {}) => h.json(`/wps/member/totp/${route}`, payload, { token, ip });

      expect((await post('enable', { code: '123456' })).body.code).toBe('totp_setup_required');
      expect((await post('disable', { code: '123456' })).body.code).toBe('totp_not_enabled');
      const setup = (await post('setup')).body.value;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUrl).toBe(`otpauth://totp/Royal%20Bet:${username.toLowerCase()}?secret=${setup.secret}&issuer=Royal%20Bet`);
      secrets.push(setup.secret);

      const wrong = await post('enable', { code: (totp(setup.secret)) === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('code_invalid');
      expect((await post('enable', { code: totp(setup.secret) })).body).toEqual({ success: true, value: true });
      expect((await h.call('/wps/member/security', { token })).body.value.totpEnabled).toBe(true);
      expect((await post('setup')).body.code).toBe('totp_already_enabled');
      expect((await post('disable', { code: '' })).body.code).toBe('code_missing');
      expect((await post('disable', { code: totp(setup.secret) })).body.value).toBe(true);
      expect((await h.call('/wps/member/security', { token })).body.value.totpEnabled).toBe(false);
    });
  });

  describe('outbox for operators', () => {
    it('lists SMS and mail newest first through the admin API, only with the operator key', async () => {
      const mobileNum = h.mobile();
      await h.setSmsPolicy({ resendSeconds: 0 });
      try {
        for (let i = 0; i < 2; i += 1) {
          await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, h.ip());
        }
      } finally {
        await h.setSmsPolicy('reset');
      }
      const sms = (await h.admin(`/outbox/sms?recipient=${mobileNum}&limit=5`)).body.value;
      expect(sms).toHaveLength(2);
      expect(sms[0]).toMatchObject({ recipient: `+66${mobileNum.slice(1)}`, provider: 'local' });
      expect(sms[0].id).toBeGreaterThan(sms[1].id);
      secrets.push(/\d{6}/.exec(sms[0].body)![0]);

      expect((await h.admin(`/outbox/sms?recipient=%2B66${mobileNum.slice(1)}`)).body.value).toHaveLength(2);
      expect((await h.admin('/outbox/sms?limit=1')).body.value).toHaveLength(1);
      expect((await h.admin('/outbox/sms?limit=0')).status).toBe(400);
      const mail = await h.admin('/outbox/mail?recipient=example.com');
      expect(Array.isArray(mail.body.value)).toBe(true);
      expect((await h.call('/admin/outbox/sms', { headers: { 'X-Operator-Key': 'wrong' } })).status).toBe(401);
    });

    it('prints them with npm run ops -- sms|mail [recipient]', async () => {
      const cli = (args: string[]) =>
        execFileAsync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['platform/src/ops/cli.ts', ...args], {
          cwd: REPO_ROOT,
          env: { ...process.env, PLATFORM_URL: h.platform().url, OPERATOR_KEY: h.platform().operatorKey, PLATFORM_DATA_DIR: h.platform().dataDir },
        });
      const mobileNum = h.mobile();
      await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, h.ip());
      const { stdout } = await cli(['sms', mobileNum]);
      expect(stdout).toContain(`+66${mobileNum.slice(1)}`);
      expect(stdout).toMatch(/verification code is \d{6}/);
      const mail = await cli(['mail', 'nobody@nowhere.example']);
      expect(mail.stdout).toContain('no messages');
      await expect(cli(['sms', 'a', 'b'])).rejects.toMatchObject({ code: 2 });
    });
  });

  describe('third-party sign-in', () => {
    it('lists no OpenID providers when none is configured', async () => {
      expect((await h.call('/wps/system/oauth/providers')).body).toEqual({ success: true, value: [] });
    });
  });

  describe('logs', () => {
    it('never contain codes, TOTP secrets or passwords', () => {
      const logs = h.platform().output();
      expect(logs).toContain('request completed');
      // A six-digit code can turn up by chance inside a timestamp or a response time (once on
      // 2026-11-28: 882999 in a response time of 1.6758829999998852 ms): a secret counts where it
      // stands alone, not glued to other letters or digits.
      const standingAlone = (secret: string) => new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
      for (const secret of [...secrets, 'abc123', 'Demo@2026']) expect(logs).not.toMatch(standingAlone(secret));
    });
  });
}
