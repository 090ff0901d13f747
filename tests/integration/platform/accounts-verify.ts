// Second verification after a login from an unrecorded IP (spec §4): SMS, e-mail, payee name and
// Google authenticator, challenge limits, and members without a method.
import { totp } from '../../support/totp';
import { type Harness } from './accounts-harness';

export function defineVerifyTests(h: Harness): void {
  const demo01 = { username: 'demo01', password: 'Demo@2026' };

  async function challenged(fields: Record<string, unknown>, ip: string): Promise<{ challenge: string; methods: string[] }> {
    const answer = await h.login(fields, ip);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('login_verify_required');
    expect(answer.body.value.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return answer.body.value;
  }

  const verify = (payload: Record<string, unknown>, ip: string) => h.encrypted('POST', '/wps/session/login/verify', payload, { ip });

  describe('second verification', () => {
    it('asks demo01 from a new IP, by SMS code; the IP is then known', async () => {
      const ip = h.ip();
      const { challenge, methods } = await challenged(demo01, ip);
      expect(methods).toEqual(['sms', 'email', 'payeeName']);
      const sent = await h.json('/wps/session/login/verify/send', { challenge, method: 'sms' }, { ip });
      expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
      const code = await h.smsCode('0812345678');
      const done = await verify({ challenge, method: 'sms', code }, ip);
      expect(done.status).toBe(200);
      expect(done.body.value).toMatchObject({ token: expect.any(String), member: { account: 'demo01' } });
      expect((await h.call('/wps/member/info', { token: done.body.value.token })).status).toBe(200);
      expect((await h.login(demo01, ip)).status).toBe(200);
      // A completed challenge cannot be used twice.
      expect((await verify({ challenge, method: 'sms', code }, ip)).body.code).toBe('challenge_expired');
    });

    it('by a code mailed to the bound address', async () => {
      const ip = h.ip();
      const { challenge } = await challenged(demo01, ip);
      expect((await h.json('/wps/session/login/verify/send', { challenge, method: 'email' }, { ip })).status).toBe(200);
      const code = await h.mailCode('demo01@example.com');
      expect((await verify({ challenge, method: 'email', code }, ip)).status).toBe(200);
    });

    it('by the payee name, trimmed and in any case', async () => {
      const ip = h.ip();
      const { challenge } = await challenged(demo01, ip);
      expect((await verify({ challenge, method: 'payeeName', code: '  demo PLAYER ' }, ip)).status).toBe(200);
    });

    it('by the Google authenticator code', async () => {
      const home = h.ip();
      const username = h.username('totp');
      const token = (await h.register({ username }, home)).body.value.token;
      const { secret } = (await h.json('/wps/member/totp/setup', {}, { token, ip: home })).body.value;
      expect((await h.json('/wps/member/totp/enable', { code: totp(secret) }, { token, ip: home })).body.value).toBe(true);

      const ip = h.ip();
      const { challenge, methods } = await challenged({ username, password: 'abc123' }, ip);
      expect(methods).toEqual(['totp']);
      expect((await verify({ challenge, method: 'totp', code: '000000' }, ip)).body.code).toBe('code_invalid');
      expect((await verify({ challenge, method: 'totp', code: totp(secret) }, ip)).status).toBe(200);
    });

    it('kills a challenge after 5 wrong answers, and refuses it from another IP or for an unbound method', async () => {
      const home = h.ip();
      const username = h.username('payee');
      await h.register({ username, payeeName: 'Real Name' }, home);
      const ip = h.ip();
      const { challenge, methods } = await challenged({ username, password: 'abc123' }, ip);
      expect(methods).toEqual(['payeeName']);
      expect((await verify({ challenge, method: 'payeeName', code: 'Real Name' }, h.ip())).body.code).toBe('challenge_expired');
      expect((await verify({ challenge, method: 'sms', code: '123456' }, ip)).body.code).toBe('method_not_available');
      expect((await h.json('/wps/session/login/verify/send', { challenge, method: 'email' }, { ip })).body.code).toBe('method_not_available');
      expect((await verify({ challenge, method: 'payeeName' }, ip)).body.code).toBe('code_missing');
      for (let i = 0; i < 5; i += 1) {
        const wrong = await verify({ challenge, method: 'payeeName', code: `Wrong ${i}` }, ip);
        expect(wrong.status).toBe(400);
        expect(wrong.body.code).toBe('code_invalid');
      }
      expect((await verify({ challenge, method: 'payeeName', code: 'Real Name' }, ip)).body.code).toBe('challenge_expired');
      expect((await verify({ challenge: 'x'.repeat(43), method: 'payeeName', code: 'Real Name' }, ip)).body.code).toBe('challenge_expired');
    });

    it('lets a member without any method in from a new IP', async () => {
      const username = h.username('plain');
      await h.register({ username }, h.ip());
      expect((await h.login({ username, password: 'abc123' }, h.ip())).status).toBe(200);
    });
  });
}
