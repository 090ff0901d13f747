// Registration by username and by mobile, the affiliate check, and the REGMOBVERF3 rule.
import { KNOWN_IP, type Harness } from './accounts-harness';

export function defineRegisterTests(h: Harness): void {
  describe('register by username', () => {
    it('creates a member, logs it in and knows its IP', async () => {
      const ip = h.ip();
      const username = h.username('New');
      const answer = await h.register(
        { username, email: `${username.toLowerCase()}@example.com`, payeeName: 'Somchai Jaidee', affiliateCode: 'rb2026', qqNum: 'x' },
        ip,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        firstTimeLogin: true,
        passwordExpired: false,
        member: { id: expect.any(Number), account: username.toLowerCase(), nickname: username, type: 0 },
      });
      const token = answer.body.value.token;
      expect((await h.call('/wps/member/info', { token })).body.value).toMatchObject({ account: username.toLowerCase(), type: 0 });
      expect((await h.call('/wps/v2/wallets/balance', { token })).body.value).toMatchObject({ balance: '0.00' });

      // Registration was the first login: the next one is not (spec §4, F popups). The register
      // IP is known; another one asks for a second verification (e-mail, payee name).
      const later = await h.login({ username, password: 'abc123' }, ip);
      expect(later.status).toBe(200);
      expect(later.body.value.firstTimeLogin).toBe(false);
      const elsewhere = await h.login({ username, password: 'abc123' }, h.ip());
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toMatchObject({ code: 'login_verify_required', value: { methods: ['email', 'payeeName'] } });
    });

    it('reports every field problem at once, and a rejected registration stores nothing', async () => {
      const ip = h.ip();
      const all = await h.encrypted(
        'PUT',
        '/wps/member/register',
        { username: '1bad', password: 'short', confirmPassword: 'x', email: 'nope', payeeName: '1', affiliateCode: '!!', mobileNum: '12' },
        { ip },
      );
      expect(all.status).toBe(400);
      expect(all.body.code).toBe('validation_failed');
      expect(all.body.value.fields).toEqual({
        username: { kind: 'pattern', patternId: 1, min: 6, max: 16 },
        password: { kind: 'pattern', patternId: 5, min: 6, max: 20 },
        confirmPassword: { kind: 'pattern', patternId: 0, min: 6, max: 20 },
        email: { kind: 'pattern', patternId: 3, min: 5, max: 60 },
        payeeName: { kind: 'pattern', patternId: 17, min: 2, max: 50 },
        affiliateCode: { kind: 'pattern', patternId: 14, min: 4, max: 16 },
        mobileNum: { kind: 'pattern', patternId: 6, min: 9, max: 10 },
      });

      const empty = await h.encrypted('PUT', '/wps/member/register', {}, { ip });
      expect(empty.body.value.fields).toEqual({
        username: { kind: 'required' },
        password: { kind: 'required' },
        confirmPassword: { kind: 'required' },
      });

      const username = h.username();
      const mismatch = await h.register({ username, confirmPassword: 'abc124' }, ip);
      expect(mismatch.body.value.fields).toEqual({ confirmPassword: { kind: 'mismatch' } });
      expect((await h.login({ username, password: 'abc123' }, ip)).body.code).toBe('account_password_wrong');
      expect((await h.register({ username }, ip)).status).toBe(200);
    });

    it('creates nothing and tells nothing without a solved captcha, each captcha once (issue 15 finding 2)', async () => {
      const ip = h.ip();
      const username = h.username();
      const fields = { username, password: 'abc123', confirmPassword: 'abc123', registerMethod: 'WEB' };
      const bare = await h.encrypted('PUT', '/wps/member/register', fields, { ip });
      expect(bare).toMatchObject({ status: 400, body: { code: 'captcha_required', value: { captcha: true } } });
      // Whether an account exists costs a solved captcha too: without one, a taken name answers the same.
      expect((await h.encrypted('PUT', '/wps/member/register', { ...fields, username: 'demo01' }, { ip })).body.code).toBe('captcha_required');
      const solved = await h.solvedCaptcha(ip);
      const wrong = await h.encrypted('PUT', '/wps/member/register', { ...fields, captchaKey: solved.captchaKey, captcha: 'zzzz' }, { ip });
      expect(wrong.body.code).toBe('captcha_invalid');
      expect((await h.encrypted('PUT', '/wps/member/register', { ...fields, ...solved }, { ip })).body.code).toBe('captcha_invalid');
      expect((await h.login({ username, password: 'abc123' }, ip)).body.code).toBe('account_password_wrong');
      const mobile = await h.encrypted('PUT', '/wps/member/register/mobile', { mobileNum: h.mobile(), verificationCode: '123456', password: 'abc123', confirmPassword: 'abc123' }, { ip });
      expect(mobile.body.code).toBe('captcha_required');
      expect((await h.register({ username }, ip)).status).toBe(200);
    });

    it('refuses a taken username (any case), a bound mobile and an unknown invitation code', async () => {
      const ip = h.ip();
      expect((await h.register({ username: 'DEMO01' }, ip)).body).toMatchObject({ code: 'account_exists' });
      const mobile = await h.register({ username: h.username(), mobileNum: '0812345678', countryDialingCode: '+66' }, ip);
      expect(mobile.status).toBe(400);
      expect(mobile.body.code).toBe('mobile_exists');
      const username = h.username();
      const code = await h.register({ username, affiliateCode: 'NOPE99' }, ip);
      expect(code.status).toBe(400);
      expect(code.body.code).toBe('invitation_code_error');
      expect((await h.register({ username }, ip)).status).toBe(200);
    });

    it('answers 403 function.not.available when the method is off', async () => {
      await h.setFlag('USERNAMEREG3', false);
      try {
        const answer = await h.register({ username: h.username() }, h.ip());
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('function.not.available');
      } finally {
        await h.setFlag('USERNAMEREG3', true);
      }
      await h.setFlag('MOBILENUMREG3', false);
      try {
        const answer = await h.encrypted('PUT', '/wps/member/register/mobile', { mobileNum: h.mobile() }, { ip: h.ip() });
        expect(answer.body.code).toBe('function.not.available');
      } finally {
        await h.setFlag('MOBILENUMREG3', true);
      }
    });

    it('with REGMOBVERF3 on, needs the mobile number and its SMS code', async () => {
      await h.setFlag('REGMOBVERF3', true);
      try {
        const settings = (await h.call('/wps/system/setting/register')).body.value;
        expect(settings.smsVerification).toBe(true);
        expect(settings.fields).toContainEqual(expect.objectContaining({ name: 'mobileNum', required: true }));
        expect(settings.fields).toContainEqual(expect.objectContaining({ name: 'verificationCode', enabled: true, required: true }));

        const ip = h.ip();
        const username = h.username();
        const missing = await h.register({ username }, ip);
        expect(missing.body.value.fields).toEqual({ mobileNum: { kind: 'required' }, verificationCode: { kind: 'required' } });

        const mobileNum = h.mobile();
        const sent = await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, ip);
        expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
        const code = await h.smsCode(mobileNum);
        const wrong = await h.register({ username, mobileNum, countryDialingCode: '+66', verificationCode: code === '000000' ? '111111' : '000000' }, ip);
        expect(wrong.body.code).toBe('code_invalid');
        const right = await h.register({ username, mobileNum, countryDialingCode: '+66', verificationCode: code }, ip);
        expect(right.status).toBe(200);
        const reused = await h.register({ username: h.username(), mobileNum: h.mobile(), verificationCode: code }, ip);
        expect(reused.body.code).toBe('code_expired');
      } finally {
        await h.setFlag('REGMOBVERF3', false);
      }
    });
  });

  describe('register by mobile', () => {
    it('creates m<number> with a masked nickname after the SMS code', async () => {
      const ip = h.ip();
      const mobileNum = h.mobile();
      const missing = await h.encrypted('PUT', '/wps/member/register/mobile', { mobileNum, password: 'abc123', confirmPassword: 'abc123' }, { ip });
      expect(missing.body.value.fields).toEqual({ verificationCode: { kind: 'required' } });

      await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, ip);
      const verificationCode = await h.smsCode(mobileNum);
      const answer = await h.encrypted(
        'PUT',
        '/wps/member/register/mobile',
        { mobileNum, countryDialingCode: '+66', verificationCode, password: 'abc123', confirmPassword: 'abc123', registerMethod: 'WEB', ...(await h.solvedCaptcha(ip)) },
        { ip },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        firstTimeLogin: true,
        member: { account: `m${mobileNum}`, nickname: `m${mobileNum.slice(0, 2)}****${mobileNum.slice(-4)}`, type: 0 },
      });
      // The number now logs in as a username too, and can no longer get a register code: the answer
      // is the usual one (nobody learns the number is taken), the owner gets a notice without a code.
      expect((await h.login({ username: mobileNum, password: 'abc123' }, ip)).body.value.member.account).toBe(`m${mobileNum}`);
      await h.setSmsPolicy({ resendSeconds: 0 });
      const again = await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, h.ip()).finally(() => h.setSmsPolicy('reset'));
      expect(again.status).toBe(200);
      expect(again.body.value).toEqual({ expiredMinutes: expect.any(Number) });
      await expect(h.smsCode(mobileNum)).rejects.toThrow(/no SMS code/);
      const retryIp = h.ip();
      const retry = await h.encrypted(
        'PUT',
        '/wps/member/register/mobile',
        { mobileNum, countryDialingCode: '+66', verificationCode: '123456', password: 'abc123', confirmPassword: 'abc123', registerMethod: 'WEB', ...(await h.solvedCaptcha(retryIp)) },
        { ip: retryIp },
      );
      expect(retry.body.code).not.toBe('mobile_exists');
    });

    it('with MOBILENUMPASSREG3 off, the number and its SMS code open the account without a password; it logs in by SMS code', async () => {
      await h.setFlag('MOBILENUMPASSREG3', false);
      try {
        expect((await h.call('/wps/system/setting/register')).body.value.mobilePassword).toBe(false);
        const ip = h.ip();
        const mobileNum = h.mobile();
        await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'register' }, ip);
        const verificationCode = await h.smsCode(mobileNum);
        const answer = await h.encrypted(
          'PUT',
          '/wps/member/register/mobile',
          { mobileNum, countryDialingCode: '+66', verificationCode, registerMethod: 'WEB', ...(await h.solvedCaptcha(ip)) },
          { ip },
        );
        expect(answer.status).toBe(200);
        expect(answer.body.value.member.account).toBe(`m${mobileNum}`);
        await h.setSmsPolicy({ resendSeconds: 0 });
        await h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'login' }, ip).finally(() => h.setSmsPolicy('reset'));
        const login = await h.login({ type: 'sms', mobileNum, countryDialingCode: '+66', verificationCode: await h.smsCode(mobileNum) }, ip);
        expect(login.body.value.member.account).toBe(`m${mobileNum}`);
      } finally {
        await h.setFlag('MOBILENUMPASSREG3', true);
      }
      expect((await h.call('/wps/system/setting/register')).body.value.mobilePassword).toBe(true);
      const missing = await h.encrypted('PUT', '/wps/member/register/mobile', { mobileNum: h.mobile(), verificationCode: '123456' }, { ip: h.ip() });
      expect(missing.body.value.fields).toMatchObject({ password: { kind: 'required' } });
    });
  });

  describe('affiliate check', () => {
    it('accepts agent01 code RB2026 in any case and refuses others', async () => {
      expect((await h.call('/wps/agent/affiliate?code=RB2026&domain=localhost')).body).toEqual({ success: true, value: { valid: true } });
      expect((await h.call('/wps/agent/affiliate?code=rb2026')).body.value).toEqual({ valid: true });
      for (const query of ['code=NOPE', '', 'code=']) {
        const answer = await h.call(`/wps/agent/affiliate?${query}`, { ip: KNOWN_IP });
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('invitation_code_error');
      }
    });
  });
}
