// The profile and security center of the platform (contract/profile.ts), defined once and run
// against PGlite (member-profile-pglite.test.ts) and PostgreSQL (member-profile-postgres.test.ts):
// profile fields with the 21-year birthday rule, the avatar, binding a mobile number or e-mail
// with codes, and resetting the funds password by a code. Every refusal writes nothing.
import sharp from 'sharp';
import { accountsHarness, type Harness } from './accounts-harness';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

/** A date `years` years before today in Bangkok, plus `days` days. */
function yearsAgo(years: number, days = 0): string {
  const today = new Date(Date.now() + 7 * 3600_000);
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

async function newMember(h: Harness) {
  const ip = h.ip();
  const username = h.username('prof');
  const token: string = (await h.register({ username }, ip)).body.value.token;
  const put = (route: string, payload: unknown) =>
    h.call(route, { method: 'PUT', token, ip, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
  const post = (route: string, payload: unknown) => h.json(route, payload, { token, ip });
  const sealed = (route: string, payload: unknown) => h.encrypted('POST', route, payload, { token, ip });
  const profile = async () => (await h.call('/wps/member/profile', { token })).body.value;
  return { ip, username, token, put, post, sealed, profile };
}

export function defineMemberProfileSuite(extraEnv: () => Promise<Record<string, string>>): void {
  const h = accountsHarness(extraEnv);

  describe('profile fields', () => {
    it('saves the fields of spec §3 and sets the real name once', async () => {
      const m = await newMember(h);
      const before = await m.profile();
      expect(before).toMatchObject({ account: m.username.toLowerCase(), realName: null, realNameLocked: false, birthday: null, avatar: null, hasFundsPassword: false });

      const saved = await m.put('/wps/member/profile', {
        nickname: 'Lucky Cat',
        realName: 'สมชาย ใจดี',
        birthday: yearsAgo(30),
        gender: 'M',
        address: '99 Sukhumvit Rd, Bangkok',
        occupation: 'Engineer',
        telegram: '@lucky',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.value).toMatchObject({ nickname: 'Lucky Cat', realName: 'สมชาย ใจดี', realNameLocked: true, gender: 'M', occupation: 'Engineer', telegram: '@lucky' });
      expect((await h.call('/wps/member/info', { token: m.token })).body.value.nickname).toBe('Lucky Cat');

      // The real name is the payee name of bank cards: another one is refused, the same one is fine.
      const other = await m.put('/wps/member/profile', { realName: 'Somchai Jaidee' });
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('real_name_locked');
      expect((await m.put('/wps/member/profile', { realName: 'สมชาย ใจดี', occupation: '' })).body.value).toMatchObject({ occupation: null });
      expect((await m.profile()).realName).toBe('สมชาย ใจดี');
    });

    it('refuses an under-21 birthday, an impossible date and NUL characters, writing nothing', async () => {
      const m = await newMember(h);
      for (const [payload, code] of [
        [{ birthday: yearsAgo(21, 1), nickname: 'Never Saved' }, 'under_21'],
        [{ birthday: '2001-02-30' }, 'birthday_invalid'],
        [{ birthday: '30-01-1990' }, 'birthday_invalid'],
        [{ realName: 'Madonna' }, 'real_name_invalid'],
        [{ gender: 'X' }, 'gender_invalid'],
        // The platform refuses control characters in any body before routing (the BFF says control_characters).
        [{ address: 'Soi 1\u0000' }, 'validation_failed'],
        [{ nickname: 'x'.repeat(21) }, 'nickname_invalid'],
      ] as const) {
        const answer = await m.put('/wps/member/profile', payload);
        expect({ payload, status: answer.status, code: answer.body.code }).toEqual({ payload, status: 400, code });
      }
      expect(await m.profile()).toMatchObject({ birthday: null, realName: null, gender: null, address: null });
      expect((await h.call('/wps/member/info', { token: m.token })).body.value.nickname).not.toBe('Never Saved');
      // Exactly 21 today is old enough.
      expect((await m.put('/wps/member/profile', { birthday: yearsAgo(21) })).body.value.birthday).toBe(yearsAgo(21));
    });

    it('is for logged-in real accounts only', async () => {
      expect((await h.call('/wps/member/profile')).status).toBe(401);
      const trial = await h.encrypted('POST', '/wps/session/login/freeplay', { random: 'p'.repeat(24), os: 'web', platform: 'W', gatewayVersion: 3 }, { ip: h.ip() });
      const token = trial.body.value.token;
      expect((await h.call('/wps/member/profile', { token })).body.code).toBe('in_need_true_account');
      const upload = await h.call('/wps/member/info/icon', { method: 'PUT', token, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ image: dataUrl('png', await png(20, 20)) }) });
      expect(upload.body.code).toBe('in_need_true_account');
    });
  });

  describe('avatar', () => {
    it('re-encodes a png to a 256 px square WebP and shows its version in member info', async () => {
      const m = await newMember(h);
      expect((await h.call('/wps/member/info/icon', { token: m.token })).status).toBe(404);
      const uploaded = await m.put('/wps/member/info/icon', { image: dataUrl('png', await png(600, 400)) });
      expect(uploaded.status).toBe(200);
      const version = uploaded.body.value.avatar;
      expect(version).toMatch(/^[0-9a-f]{16}$/);
      expect((await h.call('/wps/member/info', { token: m.token })).body.value.avatar).toBe(version);
      const icon = (await h.call('/wps/member/info/icon', { token: m.token })).body.value;
      expect(icon.contentType).toBe('image/webp');
      const meta = await sharp(Buffer.from(icon.data, 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    });

    it('refuses oversized, non-image and spoofed uploads and keeps the old picture', async () => {
      const m = await newMember(h);
      const first = (await m.put('/wps/member/info/icon', { image: dataUrl('jpeg', await sharp(await png(300, 300)).jpeg().toBuffer()) })).body.value.avatar;
      const cases: [string, string, number][] = [
        [dataUrl('png', Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)])), 'avatar_too_large', 413],
        [dataUrl('png', Buffer.from('just some text, not a picture')), 'avatar_invalid', 400],
        // A PNG declared as JPEG (a renamed file): refused by content.
        [dataUrl('jpeg', await png(50, 50)), 'avatar_invalid', 400],
        ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'avatar_invalid', 400],
        ['data:text/html;base64,PHNjcmlwdD4=', 'avatar_invalid', 400],
      ];
      for (const [image, code, status] of cases) {
        const answer = await m.put('/wps/member/info/icon', { image });
        expect({ code: answer.body.code, status: answer.status }).toEqual({ code, status });
      }
      expect((await m.profile()).avatar).toBe(first);
    });
  });

  describe('binding a mobile number and an e-mail', () => {
    it('binds a new number with its code, refuses a wrong code and a number bound to another member', async () => {
      const m = await newMember(h);
      const mobileNum = h.mobile();
      const sent = await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum, countryDialingCode: '+66' });
      expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
      const code = await h.smsCode(mobileNum);
      const wrong = await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum, countryDialingCode: '+66', code: code === '000000' ? '111111' : '000000' });
      expect(wrong.body.code).toBe('code_invalid');
      expect((await m.profile()).mobile).toBeNull();
      const bound = await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum, countryDialingCode: '+66', code });
      expect(bound.body.success).toBe(true);
      expect((await m.profile()).mobile).toMatch(/^09\*+\d{3}$/);

      // demo01's number: refused before any code is sent, and at binding time.
      const taken = await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum: '0812345678', countryDialingCode: '+66' });
      expect(taken.body.code).toBe('mobile_exists');
      const takenBind = await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: '812345678', countryDialingCode: '+66', code: '123456', password: 'abc123' });
      expect(takenBind.body.code).toBe('mobile_exists');
    });

    it('changes a bound number only with the old number\'s code or the login password', async () => {
      const m = await newMember(h);
      const first = h.mobile();
      await h.setSmsPolicy({ resendSeconds: 0 });
      try {
        await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum: first });
        await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: first, code: await h.smsCode(first) });
        const second = h.mobile();
        await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum: second });
        const newCode = await h.smsCode(second);
        expect((await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: second, code: newCode })).body.code).toBe('old_proof_required');
        expect((await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: second, code: newCode, password: 'wrong-one' })).body.code).toBe('old_password_wrong');
        await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'old' });
        const oldCode = await h.smsCode(first);
        const changed = await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: second, code: newCode, oldCode });
        expect(changed.body.success).toBe(true);
        expect((await m.profile()).mobile?.slice(-3)).toBe(second.slice(-3));
        // The old number is free again: another member may bind it.
        const other = await newMember(h);
        await other.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum: first });
        expect((await other.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum: first, code: await h.smsCode(first) })).body.success).toBe(true);
      } finally {
        await h.setSmsPolicy('reset');
      }
    });

    it('binds an e-mail with the mailed code; another member\'s e-mail is refused in any case', async () => {
      const m = await newMember(h);
      const email = `${m.username}@Example.com`;
      await m.post('/wps/member/contact/code', { channel: 'email', target: 'new', email });
      const code = await h.mailCode(email.toLowerCase());
      expect((await m.sealed('/wps/member/contact/bind', { channel: 'email', email, code })).body.success).toBe(true);
      expect((await m.profile()).email).toMatch(/@example\.com$/);
      expect((await m.post('/wps/member/contact/code', { channel: 'email', target: 'new', email: 'DEMO01@example.com' })).body.code).toBe('email_exists');
      expect((await m.post('/wps/member/contact/code', { channel: 'email', target: 'new', email: 'not-an-address' })).body.code).toBe('email_invalid');
    });
  });

  describe('funds password reset by code', () => {
    it('sets a new funds password with the code sent to the bound number; a wrong code changes nothing', async () => {
      const m = await newMember(h);
      expect((await m.post('/wps/member/paymentPassword/reset/code', { channel: 'mobile' })).body.code).toBe('contact_not_bound');
      const mobileNum = h.mobile();
      await h.setSmsPolicy({ resendSeconds: 0 });
      try {
        await m.post('/wps/member/contact/code', { channel: 'mobile', target: 'new', mobileNum });
        await m.sealed('/wps/member/contact/bind', { channel: 'mobile', mobileNum, code: await h.smsCode(mobileNum) });
        expect((await m.post('/wps/member/paymentPassword/reset/code', { channel: 'mobile' })).body.code).toBe('not.exists.payment.password');
        expect((await h.encrypted('PUT', '/wps/member/paymentPassword', { password: 'Fund111', confirmPassword: 'Fund111' }, { token: m.token })).body.success).toBe(true);
        // Wrong old password counts towards the lock, as in the cashier.
        const wrongOld = await h.encrypted('POST', '/wps/member/paymentPassword', { oldPassword: 'nope00', newPassword: 'Fund222', confirmPassword: 'Fund222' }, { token: m.token });
        expect(wrongOld.body.code).toBe('invalid.payment.pw');

        expect((await m.post('/wps/member/paymentPassword/reset/code', { channel: 'mobile' })).body.success).toBe(true);
        const code = await h.smsCode(mobileNum);
        const wrong = await m.sealed('/wps/member/paymentPassword/reset', { channel: 'mobile', code: code === '000000' ? '111111' : '000000', newPassword: 'Fund333', confirmPassword: 'Fund333' });
        expect(wrong.body.code).toBe('code_invalid');
        const mismatch = await m.sealed('/wps/member/paymentPassword/reset', { channel: 'mobile', code, newPassword: 'Fund333', confirmPassword: 'Fund334' });
        expect(mismatch.body.code).toBe('inconsistent_twice');
        expect((await m.sealed('/wps/member/paymentPassword/reset', { channel: 'mobile', code, newPassword: 'Fund333', confirmPassword: 'Fund333' })).body.success).toBe(true);
        // The old one no longer works, the new one does.
        const change = (oldPassword: string) =>
          h.encrypted('POST', '/wps/member/paymentPassword', { oldPassword, newPassword: 'Fund444', confirmPassword: 'Fund444' }, { token: m.token });
        expect((await change('Fund111')).body.code).toBe('invalid.payment.pw');
        expect((await change('Fund333')).body.success).toBe(true);
        // A used code does not work twice.
        expect((await m.sealed('/wps/member/paymentPassword/reset', { channel: 'mobile', code, newPassword: 'Fund555', confirmPassword: 'Fund555' })).body.code).toBe('code_expired');
      } finally {
        await h.setSmsPolicy('reset');
      }
    });
  });
}
