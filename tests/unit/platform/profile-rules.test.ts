/** @jest-environment node */
// The profile rules shared by the form, the BFF and the platform (contract/profile.ts) and the
// avatar's re-encoding (platform/src/modules/accounts/rules/avatar-image.ts).
import sharp from 'sharp';
import { ageOn, bindCodeSchema, bindContactSchema, birthdayProblem, fundsResetSchema, parseBirthday, profileUpdateSchema } from '../../../contract/profile';
import { reencodeAvatar } from '../../../platform/src/modules/accounts/rules/avatar-image';

/** 00:30 on the given day in Bangkok (UTC+7), i.e. 17:30 UTC the day before. */
const bangkok = (date: string, time = '00:30') => new Date(`${date}T${time}:00+07:00`);
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the 21-year birthday check (spec §5, §9)', () => {
  it('is 21 from the birthday itself, not a day earlier', () => {
    expect(birthdayProblem('2005-06-15', bangkok('2026-06-15'))).toBeNull();
    expect(birthdayProblem('2005-06-15', bangkok('2026-06-14', '23:59'))).toBe('under_21');
    expect(birthdayProblem('1990-01-01', bangkok('2026-11-24'))).toBeNull();
  });

  it('counts the day on the Bangkok calendar, not UTC', () => {
    // 17:30 UTC on 14 June is already 15 June in Bangkok.
    expect(birthdayProblem('2005-06-15', new Date('2026-06-14T17:30:00Z'))).toBeNull();
    expect(birthdayProblem('2005-06-15', new Date('2026-06-14T16:30:00Z'))).toBe('under_21');
  });

  it('lets a 29 February birthday turn 21 on 1 March of a common year', () => {
    expect(ageOn(parseBirthday('2004-02-29')!, bangkok('2025-02-28'))).toBe(20);
    expect(ageOn(parseBirthday('2004-02-29')!, bangkok('2025-03-01'))).toBe(21);
  });

  it('refuses dates that do not exist or are not yyyy-MM-dd', () => {
    for (const text of ['2001-02-29', '2001-13-01', '2001-00-10', '15-06-2001', '2001/06/15', '', '1800-01-01', '2100-01-01']) {
      expect({ text, problem: birthdayProblem(text, bangkok('2026-11-24')) }).toEqual({ text, problem: 'birthday_invalid' });
    }
  });
});

describe('profile fields', () => {
  it('accepts the fields of spec §3 and clears free text given as empty', () => {
    const parsed = profileUpdateSchema.parse({ nickname: ' Lucky ', realName: 'สมชาย ใจดี', birthday: '1990-05-01', gender: 'F', address: '  ', telegram: '@lucky' });
    expect(parsed).toEqual({ nickname: 'Lucky', realName: 'สมชาย ใจดี', birthday: '1990-05-01', gender: 'F', address: '', telegram: '@lucky' });
  });

  it('names each problem with a message key the form shows', () => {
    expect(messages(profileUpdateSchema.safeParse({ realName: 'Madonna' }))).toEqual(['real_name_invalid']);
    expect(messages(profileUpdateSchema.safeParse({ nickname: 'a' }))).toEqual(['nickname_invalid']);
    expect(messages(profileUpdateSchema.safeParse({ gender: 'X' }))).toEqual(['gender_invalid']);
    expect(messages(profileUpdateSchema.safeParse({ address: 'x'.repeat(201) }))).toEqual(['too_long']);
    expect(messages(profileUpdateSchema.safeParse({ birthday: `${new Date().getUTCFullYear() - 18}-01-01` }))).toEqual(['under_21']);
  });
});

describe('binding and funds password reset calls', () => {
  it('asks a code for a new mobile or e-mail, or for the bound one', () => {
    expect(bindCodeSchema.safeParse({ channel: 'mobile', target: 'new', mobileNum: '0912345678' }).success).toBe(true);
    expect(bindCodeSchema.safeParse({ channel: 'email', target: 'old' }).success).toBe(true);
    expect(messages(bindCodeSchema.safeParse({ channel: 'email', target: 'new', email: 'nope' }))).toEqual(['email_invalid']);
    expect(messages(bindCodeSchema.safeParse({ channel: 'mobile', target: 'new', mobileNum: '12ab' }))).toEqual(['mobile_invalid']);
  });

  it('binds with a 6-digit code; the reset needs matching new passwords of 6 or more', () => {
    expect(messages(bindContactSchema.safeParse({ channel: 'mobile', mobileNum: '0912345678', code: '12345' }))).toEqual(['code_invalid']);
    expect(messages(fundsResetSchema.safeParse({ channel: 'mobile', code: '123456', newPassword: 'abc', confirmPassword: 'abc' }))).toEqual(['funds_password_short']);
    expect(messages(fundsResetSchema.safeParse({ channel: 'mobile', code: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual(['inconsistent_twice']);
  });
});

describe('avatar re-encoding', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
  const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

  it('turns a png, jpg or webp into a 256 px square WebP without metadata', async () => {
    for (const [type, bytes] of [
      ['png', await image(800, 300).png().toBuffer()],
      ['jpeg', await image(120, 500).withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } }).jpeg().toBuffer()],
      ['webp', await image(64, 64).webp().toBuffer()],
    ] as const) {
      const out = await reencodeAvatar(dataUrl(type, bytes));
      const meta = await sharp(out.bytes).metadata();
      expect({ type, contentType: out.contentType, format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        type, contentType: 'image/webp', format: 'webp', width: 256, height: 256, exif: undefined,
      });
    }
  });

  it('refuses a renamed file, a non-image, another type and an oversized one', async () => {
    const png = await image(10, 10).png().toBuffer();
    await expect(reencodeAvatar(dataUrl('webp', png))).rejects.toMatchObject({ code: 'avatar_invalid' });
    await expect(reencodeAvatar(dataUrl('png', Buffer.from('<svg/>')))).rejects.toMatchObject({ code: 'avatar_invalid' });
    await expect(reencodeAvatar(dataUrl('gif', png))).rejects.toMatchObject({ code: 'avatar_invalid' });
    await expect(reencodeAvatar(dataUrl('png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])))).rejects.toMatchObject({ code: 'avatar_too_large', statusCode: 413 });
  });
});
