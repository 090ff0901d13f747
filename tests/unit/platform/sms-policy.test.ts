/** @jest-environment node */
import { DEFAULT_SMS_POLICY, mergePolicy, recipientVerdict } from '@/platform/src/modules/accounts/rules/sms-policy';
import { LIMITS, limitRules, openAbuseLimits } from '@/platform/src/core/abuse-limits';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const policy = DEFAULT_SMS_POLICY;

describe('SMS limits per recipient', () => {
  it('let the first code through', () => {
    expect(recipientVerdict([], now, policy)).toBeNull();
  });

  it('hold a number 60 s after a code, saying how long is left', () => {
    const error = recipientVerdict([ago(15)], now, policy)!;
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 45 } });
    expect(recipientVerdict([ago(60)], now, policy)).toBeNull();
  });

  it('allow 3 codes in 5 minutes, then ask to wait 5 minutes', () => {
    expect(recipientVerdict([ago(100), ago(200)], now, policy)).toBeNull();
    expect(recipientVerdict([ago(100), ago(200), ago(280)], now, policy)).toMatchObject({
      code: 'TOO_MANY_REQUEST',
      value: { retryAfterSeconds: 300 },
    });
    expect(recipientVerdict([ago(100), ago(200), ago(300)], now, policy)).toBeNull();
  });

  it('allow 10 codes a day, then answer sms_quota_exceeded', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ago(3600 * (i + 1)));
    expect(recipientVerdict(nine, now, policy)).toBeNull();
    expect(recipientVerdict([...nine, ago(3600 * 10)], now, policy)).toMatchObject({ statusCode: 429, code: 'sms_quota_exceeded' });
    expect(recipientVerdict([...nine, ago(86_400)], now, policy)).toBeNull();
  });

  it('take operator changes only as positive integers', () => {
    expect(mergePolicy(policy, { resendSeconds: 0, perDayMax: 20 })).toMatchObject({ resendSeconds: 0, perDayMax: 20, perNumberMax: 3 });
    for (const bad of [{ perDayMax: 0 }, { perIpMax: 1.5 }, { resendSeconds: -1 }, { perNumberMax: '3' }]) {
      expect(() => mergePolicy(policy, bad)).toThrow();
    }
  });
});

describe('per-IP limit (abuse-limits, in-process store)', () => {
  it('allows the limit in the window, then answers 429 with the wait, per key', async () => {
    const limits = await openAbuseLimits(undefined);
    const rule = { points: 3, seconds: 300 };
    for (let i = 0; i < 3; i += 1) await limits.consume('smsPerIp', 'ip', rule);
    await expect(limits.consume('smsPerIp', 'ip', rule)).rejects.toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUEST' });
    await expect(limits.consume('smsPerIp', 'other', rule)).resolves.toBeUndefined();
    await limits.reset('smsPerIp', 'ip', rule);
    await expect(limits.consume('smsPerIp', 'ip', rule)).resolves.toBeUndefined();
  });
});

describe('abuse limit numbers (ABUSE_LIMITS)', () => {
  it('take operator changes only as positive integers for known limits', () => {
    expect(limitRules('{"registerPerIp":{"points":50,"seconds":600}}').registerPerIp).toEqual({ points: 50, seconds: 600 });
    expect(limitRules(undefined)).toEqual(LIMITS);
    for (const bad of ['{"nope":{"points":1,"seconds":1}}', '{"registerPerIp":{"points":0,"seconds":1}}', '{"registerPerIp":{"points":1.5,"seconds":1}}', 'not json']) {
      expect(() => limitRules(bad)).toThrow();
    }
  });
});
