/** @jest-environment node */
import { maskEmail, maskMobile, maskMobileAccount } from '@/platform/src/core/masking';
import { looksLikeMobile, parsePhone } from '@/platform/src/modules/accounts/rules/phone';

describe('masking', () => {
  it('masks mobiles, e-mails and mobile account names', () => {
    expect(maskMobile('0812345678')).toBe('08*****678');
    expect(maskMobile('812345678')).toBe('81****678');
    expect(maskEmail('demo01@example.com')).toBe('de***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
    expect(maskMobileAccount('m0812345678')).toBe('m08****5678');
  });
});

describe('phone numbers', () => {
  it('parse national digits with a listed dialing code into E.164', () => {
    expect(parsePhone('081-234 5678', '+66')).toEqual({ national: '0812345678', dialingCode: '+66', subscriber: '812345678', e164: '+66812345678' });
    expect(parsePhone('812345678', '66').e164).toBe('+66812345678');
    expect(parsePhone('0912345678', undefined).dialingCode).toBe('+66');
    expect(parsePhone('912345678', '+84').e164).toBe('+84912345678');
  });

  it('answer phone_missing and phone_invalid', () => {
    expect(() => parsePhone(undefined, '+66')).toThrow(expect.objectContaining({ code: 'phone_missing' }));
    expect(() => parsePhone('  ', '+66')).toThrow(expect.objectContaining({ code: 'phone_missing' }));
    for (const [mobile, code] of [['12345', '+66'], ['08123456789', '+66'], ['08abc45678', '+66'], ['0812345678', '+999'], ['0000000000', '+66']]) {
      expect(() => parsePhone(mobile, code)).toThrow(expect.objectContaining({ code: 'phone_invalid', statusCode: 400 }));
    }
  });

  it('tells a mobile typed as username from a username', () => {
    expect(looksLikeMobile('0812345678')).toBe(true);
    expect(looksLikeMobile('demo01')).toBe(false);
    expect(looksLikeMobile('12345')).toBe(false);
  });
});
