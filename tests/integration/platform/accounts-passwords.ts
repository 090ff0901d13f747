// Change password, forgot by e-mail (mailed link) and by phone (SMS code), and free play.
import { type Harness } from './accounts-harness';

export function definePasswordTests(h: Harness): void {
  describe('change password', () => {
    it('checks old, format, confirmation and sameness, then keeps only this session', async () => {
      const ip = h.ip();
      const username = h.username();
      const token = (await h.register({ username }, ip)).body.value.token;
      const other = (await h.login({ username, password: 'abc123' }, ip)).body.value.token;
      const change = (payload: Record<string, unknown>) => h.encrypted('POST', '/wps/member/password', payload, { ip, token });

      expect((await h.encrypted('POST', '/wps/member/password', { oldPassword: 'abc123', newPassword: 'abc456', confirmNewPassword: 'abc456' }, { ip })).status).toBe(401);
      const format = await change({ oldPassword: 'abc123', newPassword: 'short', confirmNewPassword: 'short' });
      expect(format.body).toMatchObject({ code: 'validation_failed', value: { fields: { newPassword: { kind: 'pattern', patternId: 5, min: 6, max: 20 } } } });
      expect((await change({ oldPassword: 'abc123', newPassword: 'abc456', confirmNewPassword: 'abc457' })).body.code).toBe('password_confirm_mismatch');
      expect((await change({ oldPassword: 'wrong1', newPassword: 'abc456', confirmNewPassword: 'abc456' })).body.code).toBe('old_password_wrong');
      expect((await change({ oldPassword: 'abc123', newPassword: 'abc123', confirmNewPassword: 'abc123' })).body.code).toBe('password_same');

      const done = await change({ oldPassword: 'abc123', newPassword: 'abc456', confirmNewPassword: 'abc456' });
      expect(done.body).toEqual({ success: true, value: true });
      expect((await h.call('/wps/member/info', { token })).body.value.firstTimeLogin).toBe(false);
      expect((await h.call('/wps/member/info', { token: other })).status).toBe(401);
      expect((await h.login({ username, password: 'abc123' }, ip)).body.code).toBe('account_password_wrong');
      expect((await h.login({ username, password: 'abc456' }, ip)).body.value.firstTimeLogin).toBe(false);
    });
  });

  describe('forgot password by e-mail', () => {
    it('mails a one-time link whose token sets a new password and ends all sessions', async () => {
      const ip = h.ip();
      const username = h.username();
      const email = `${username}@example.com`;
      const token = (await h.register({ username, email }, ip)).body.value.token;

      const mismatch = await h.json('/wps/member/password/email', { username, email: 'other@example.com' }, { ip });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.code).toBe('account_email_mismatch');

      const sent = await h.call('/wps/member/password/email', {
        method: 'POST',
        ip,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: username.toUpperCase(), email: email.toUpperCase() }).toString(),
      });
      expect(sent.body).toEqual({ success: true, value: true });
      const mail = await h.latestMail(email);
      expect(mail.subject).toMatch(/password/i);
      const link = /(http:\/\/localhost:3000\/resetPassword\?token=([A-Za-z0-9_-]{43}))/.exec(mail.body);
      expect(link).not.toBeNull();
      const resetToken = link![2];

      const reset = (payload: Record<string, unknown>) => h.encrypted('POST', '/wps/member/password/reset', payload, { ip });
      expect((await reset({ token: resetToken, newPassword: 'x', confirmNewPassword: 'x' })).body.code).toBe('validation_failed');
      expect((await reset({ token: resetToken, newPassword: 'new123', confirmNewPassword: 'new124' })).body.code).toBe('password_confirm_mismatch');
      expect((await reset({ token: 'y'.repeat(43), newPassword: 'new123', confirmNewPassword: 'new123' })).body.code).toBe('reset_token_invalid');
      expect((await reset({ token: resetToken, newPassword: 'new123', confirmNewPassword: 'new123' })).body).toEqual({ success: true, value: true });
      expect((await reset({ token: resetToken, newPassword: 'new456', confirmNewPassword: 'new456' })).body.code).toBe('reset_token_invalid');
      expect((await h.call('/wps/member/info', { token })).status).toBe(401);
      expect((await h.login({ username, password: 'new123' }, ip)).status).toBe(200);
    });

    it('allows 5 requests per IP in 15 minutes', async () => {
      const ip = h.ip();
      for (let i = 0; i < 5; i += 1) {
        expect((await h.json('/wps/member/password/email', { username: 'nobody1', email: 'x@example.com' }, { ip })).body.code).toBe('account_email_mismatch');
      }
      const sixth = await h.json('/wps/member/password/email', { username: 'demo01', email: 'demo01@example.com' }, { ip });
      expect(sixth.status).toBe(429);
      expect(sixth.body.code).toBe('TOO_MANY_REQUEST');
    });
  });

  describe('forgot password by phone', () => {
    const setByPhone = (payload: Record<string, unknown>, ip: string) =>
      h.encrypted('POST', '/wps/member/password/verification', { countryDialingCode: '+66', ...payload }, { ip });

    async function memberWithMobile(ip: string) {
      const username = h.username();
      const mobileNum = h.mobile();
      const token = (await h.register({ username, mobileNum, countryDialingCode: '+66' }, ip)).body.value.token;
      return { username, mobileNum, token };
    }

    it('is off unless CHNGPASSVERIF3', async () => {
      const answer = await setByPhone({ mobileNum: '0812345678', verificationCode: '123456', newPassword: 'new123' }, h.ip());
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('function.not.available');
    });

    it('sets the password with the reset code and logs in; 5 wrong codes kill the code', async () => {
      await h.setFlag('CHNGPASSVERIF3', true);
      try {
        const ip = h.ip();
        const first = await memberWithMobile(ip);
        await h.smsRequest({ mobileNum: first.mobileNum, countryDialingCode: '+66', purpose: 'reset' }, ip);
        const code = await h.smsCode(first.mobileNum);
        expect((await setByPhone({ mobileNum: first.mobileNum, newPassword: 'new123' }, ip)).body.code).toBe('code_missing');
        expect((await setByPhone({ mobileNum: first.mobileNum, verificationCode: code, newPassword: 'bad' }, ip)).body.code).toBe('validation_failed');
        for (let i = 0; i < 5; i += 1) {
          const wrong = await setByPhone({ mobileNum: first.mobileNum, verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'new123' }, ip);
          expect(wrong.body.code).toBe('code_invalid');
        }
        expect((await setByPhone({ mobileNum: first.mobileNum, verificationCode: code, newPassword: 'new123' }, ip)).body.code).toBe('code_expired');

        const second = await memberWithMobile(ip);
        await h.smsRequest({ mobileNum: second.mobileNum, countryDialingCode: '+66', purpose: 'reset' }, ip);
        const done = await setByPhone({ mobileNum: second.mobileNum, verificationCode: await h.smsCode(second.mobileNum), newPassword: 'new123', confirmNewPassword: 'new123' }, ip);
        expect(done.status).toBe(200);
        expect(done.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: false, member: { account: second.username } });
        expect((await h.call('/wps/member/info', { token: second.token })).status).toBe(401);
        expect((await h.login({ username: second.username, password: 'new123' }, ip)).status).toBe(200);
      } finally {
        await h.setFlag('CHNGPASSVERIF3', false);
      }
    });
  });

  describe('free play', () => {
    it('creates trial members with 2000.00 credit, 5 per IP per hour', async () => {
      const ip = h.ip();
      const freeplay = (payload: Record<string, unknown>) => h.encrypted('POST', '/wps/session/login/freeplay', payload, { ip });
      expect((await freeplay({ random: 'short' })).body.code).toBe('validation_failed');
      for (let i = 0; i < 5; i += 1) {
        const answer = await freeplay({ random: `r${i}`.padEnd(20, 'x'), os: 'web', platform: 'W', gatewayVersion: 3 });
        expect(answer.status).toBe(200);
        expect(answer.body.value).toMatchObject({
          firstTimeLogin: false,
          member: { account: expect.stringMatching(/^trial[a-z0-9]{8}$/), nickname: 'Trial', type: 4 },
        });
        if (i === 0) {
          expect((await h.call('/wps/v2/wallets/balance', { token: answer.body.value.token })).body.value.balance).toBe('2000.00');
        }
      }
      const sixth = await freeplay({ random: 'y'.repeat(20) });
      expect(sixth.status).toBe(429);
      expect(sixth.body.code).toBe('TOO_MANY_REQUEST');
    });
  });
}
