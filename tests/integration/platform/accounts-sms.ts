// SMS codes without login (every phone error of spec §8) and login by SMS code or mobile number.
import { KNOWN_IP, type Harness } from './accounts-harness';

export function defineSmsTests(h: Harness): void {
  const request = (payload: Record<string, unknown>, ip = h.ip()) => h.smsRequest(payload, ip);

  describe('SMS code requests', () => {
    it('text nobody without a solved captcha, each captcha once (issue 15 finding 2: SMS pumping)', async () => {
      const mobileNum = h.mobile();
      const ip = h.ip();
      const bare = await h.json('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+66', purpose: 'register' }, { ip });
      expect(bare).toMatchObject({ status: 400, body: { code: 'captcha_required', value: { captcha: true } } });
      const solved = await h.solvedCaptcha(ip);
      const wrong = await h.json('/wps/verification/sms/noLogin', { mobileNum, purpose: 'register', captchaKey: solved.captchaKey, captcha: 'zzzz' }, { ip });
      expect(wrong).toMatchObject({ status: 400, body: { code: 'captcha_invalid' } });
      // The wrong guess used the challenge up: its right answer no longer buys a text.
      const reused = await h.json('/wps/verification/sms/noLogin', { mobileNum, purpose: 'register', ...solved }, { ip });
      expect(reused.body.code).toBe('captcha_invalid');
      const unknownKey = await h.json('/wps/verification/sms/noLogin', { mobileNum, purpose: 'register', captcha: 'ab3x', captchaKey: 'never-drawn-key-000001' }, { ip });
      expect(unknownKey.body.code).toBe('captcha_invalid');
      await expect(h.smsCode(mobileNum)).rejects.toThrow(/no SMS code/);
      expect((await request({ mobileNum, purpose: 'register' }, ip)).status).toBe(200);
      expect(await h.smsCode(mobileNum)).toMatch(/^\d{6}$/);
    });


    it('names a missing or invalid phone', async () => {
      const missing = await request({ countryDialingCode: '+66' });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('phone_missing');
      for (const payload of [
        { mobileNum: '12345', countryDialingCode: '+66' },
        { mobileNum: '08123456789', countryDialingCode: '+66' },
        { mobileNum: '08abc45678', countryDialingCode: '+66' },
        { mobileNum: '0812345678', countryDialingCode: '+999' },
      ]) {
        const answer = await request(payload);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('phone_invalid');
      }
    });

    it('refuses login/reset codes for unknown numbers; a register code to a bound number answers as usual but sends only a notice', async () => {
      for (const purpose of [undefined, 'login', 'reset']) {
        // A reset code is of use only with reset by phone on (CHNGPASSVERIF3, off by default).
        if (purpose === 'reset') await h.setFlag('CHNGPASSVERIF3', true);
        try {
          const answer = await request({ mobileNum: h.mobile(), countryDialingCode: '+66', purpose });
          expect(answer.status).toBe(400);
          expect(answer.body.code).toBe('account_not_registered');
        } finally {
          if (purpose === 'reset') await h.setFlag('CHNGPASSVERIF3', false);
        }
      }
      // agent01's number (no other test asks it for codes: the notice counts for its resend limit).
      const bound = await request({ mobileNum: '0899999999', countryDialingCode: '+66', purpose: 'register' });
      const free = await request({ mobileNum: h.mobile(), countryDialingCode: '+66', purpose: 'register' });
      expect(bound.status).toBe(200);
      expect(bound.body).toEqual(free.body);
      // The same digits under another country code are another number.
      expect((await request({ mobileNum: '0812345679', countryDialingCode: '+84', purpose: 'login' })).body.code).toBe('account_not_registered');
    });

    it('holds a number for 60 s after a code', async () => {
      const mobileNum = h.mobile();
      expect((await request({ mobileNum, purpose: 'register' })).body.value).toEqual({ expiredMinutes: 1 });
      const again = await request({ mobileNum, purpose: 'register' });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('TOO_MANY_REQUEST');
      expect(again.body.value.retryAfterSeconds).toBeGreaterThan(50);
      expect(again.body.value.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('allows 3 codes per number in 5 minutes and 10 a day (limits tuned by the operator)', async () => {
      await h.setSmsPolicy({ resendSeconds: 0 });
      try {
        const mobileNum = h.mobile();
        for (let i = 0; i < 3; i += 1) expect((await request({ mobileNum, purpose: 'register' })).status).toBe(200);
        const fourth = await request({ mobileNum, purpose: 'register' });
        expect(fourth.status).toBe(429);
        expect(fourth.body.code).toBe('TOO_MANY_REQUEST');
        expect(fourth.body.value.retryAfterSeconds).toBeLessThanOrEqual(300);
        expect(fourth.body.value.retryAfterSeconds).toBeGreaterThan(270);

        await h.setSmsPolicy({ perNumberMax: 100, perDayMax: 2 });
        const other = h.mobile();
        for (let i = 0; i < 2; i += 1) expect((await request({ mobileNum: other, purpose: 'register' })).status).toBe(200);
        const quota = await request({ mobileNum: other, purpose: 'register' });
        expect(quota.status).toBe(429);
        expect(quota.body.code).toBe('sms_quota_exceeded');
      } finally {
        await h.setSmsPolicy('reset');
      }
      expect((await h.admin('/sms-policy')).body.value).toMatchObject({ resendSeconds: 60, perNumberMax: 3, perIpMax: 10, perDayMax: 10 });
      expect((await h.admin('/sms-policy', { method: 'POST', body: JSON.stringify({ perDayMax: -1 }) })).status).toBe(400);
    });

    it('allows 10 requests per IP in 5 minutes, whatever they ask', async () => {
      const ip = h.ip();
      for (let i = 0; i < 10; i += 1) expect((await request({ mobileNum: '1' }, ip)).body.code).toBe('phone_invalid');
      const eleventh = await request({ mobileNum: h.mobile(), purpose: 'register' }, ip);
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.code).toBe('TOO_MANY_REQUEST');
      // The window opened with the first of the ten: on a busy machine a second or two has passed since.
      const { retryAfterSeconds } = eleventh.body.value as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeLessThanOrEqual(300);
      expect(retryAfterSeconds).toBeGreaterThan(270);
    });

    it('rejects a bad purpose as validation_failed', async () => {
      expect((await request({ mobileNum: h.mobile(), purpose: 'spam' })).body.code).toBe('validation_failed');
    });
  });

  describe('login by SMS code and by mobile number', () => {
    it('logs demo02 in with its login code, with code_missing / code_invalid / code_expired on the way', async () => {
      const mobileNum = '0812345679';
      expect((await request({ mobileNum, countryDialingCode: '+66', purpose: 'login' })).status).toBe(200);
      const code = await h.smsCode(mobileNum);

      const sms = (verificationCode?: string) =>
        h.login({ type: 'sms', mobileNum, countryDialingCode: '+66', ...(verificationCode ? { verificationCode } : {}) }, KNOWN_IP);
      expect((await sms()).body.code).toBe('code_missing');
      const wrong = await sms(code === '999999' ? '888888' : '999999');
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('code_invalid');
      const right = await sms(code);
      expect(right.status).toBe(200);
      expect(right.body.value).toMatchObject({ firstTimeLogin: false, member: { account: 'demo02', type: 0 } });
      expect((await sms(code)).body.code).toBe('code_expired');
    });

    it('with SMSLOGIN3 off, refuses SMS login and its codes', async () => {
      await h.setFlag('SMSLOGIN3', false);
      try {
        expect((await request({ mobileNum: '0812345679', countryDialingCode: '+66', purpose: 'login' })).body.code).toBe('function.not.available');
        expect((await h.login({ type: 'sms', mobileNum: '0812345679', countryDialingCode: '+66', verificationCode: '123456' }, h.ip())).body.code).toBe('function.not.available');
      } finally {
        await h.setFlag('SMSLOGIN3', true);
      }
    });

    it('names unknown numbers and bad phones on SMS login', async () => {
      expect((await h.login({ type: 'sms', mobileNum: h.mobile(), verificationCode: '123456' }, h.ip())).body.code).toBe('account_not_registered');
      expect((await h.login({ type: 'sms', verificationCode: '123456' }, h.ip())).body.code).toBe('phone_missing');
      expect((await h.login({ type: 'sms', mobileNum: '12' }, h.ip())).body.code).toBe('phone_invalid');
    });

    it('accepts a registered mobile number as the username', async () => {
      const answer = await h.login({ username: '0812345679', password: 'Demo@2026' });
      expect(answer.status).toBe(200);
      expect(answer.body.value.member.account).toBe('demo02');
      expect((await h.login({ username: '0812345679', password: 'wrong' }, h.ip())).body.code).toBe('account_password_wrong');
    });

    it('logs in the seeded demo04 (default password) and staff01 (type 3)', async () => {
      expect((await h.login({ username: 'demo04', password: '123456' })).body.value.member).toMatchObject({ account: 'demo04', type: 0 });
      expect((await h.login({ username: 'staff01', password: 'Staff@2026' })).body.value.member).toMatchObject({ account: 'staff01', type: 3 });
    });
  });
}
