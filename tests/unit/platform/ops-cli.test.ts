/** @jest-environment node */
import { parseCommand } from '@/platform/src/ops/cli';

describe('operator CLI arguments', () => {
  it('parses the three commands', () => {
    expect(parseCommand(['status', '1'])).toEqual({ kind: 'status', status: 1 });
    expect(parseCommand(['flag', 'PTSYS3', 'off'])).toEqual({ kind: 'flag', name: 'PTSYS3', enabled: false });
    expect(parseCommand(['flags'])).toEqual({ kind: 'flags' });
  });

  it('parses jobs (no arguments)', () => {
    expect(parseCommand(['jobs'])).toEqual({ kind: 'jobs' });
    expect(parseCommand(['jobs', 'extra'])).toBeUndefined();
  });

  it('parses unlock <account> (one account, no path characters)', () => {
    expect(parseCommand(['unlock', 'demo01'])).toEqual({ kind: 'unlock', account: 'demo01' });
    expect(parseCommand(['unlock'])).toBeUndefined();
    expect(parseCommand(['unlock', 'a', 'b'])).toBeUndefined();
    expect(parseCommand(['unlock', '../admin'])).toBeUndefined();
  });

  it('parses the outbox commands, with an optional recipient', () => {
    expect(parseCommand(['sms'])).toEqual({ kind: 'sms' });
    expect(parseCommand(['sms', '0812345678'])).toEqual({ kind: 'sms', recipient: '0812345678' });
    expect(parseCommand(['mail', 'demo01@example.com'])).toEqual({ kind: 'mail', recipient: 'demo01@example.com' });
  });

  it('refuses anything else', () => {
    for (const args of [[], ['status'], ['status', '3'], ['flag', 'X', 'maybe'], ['flags', 'extra'], ['reboot'], ['sms', 'a', 'b'], ['mail', 'a b']]) {
      expect(parseCommand(args)).toBeUndefined();
    }
  });
});

describe('operator CLI withdrawal commands', () => {
  it('parses the review queue, with an optional state', () => {
    expect(parseCommand(['withdrawals'])).toEqual({ kind: 'withdrawals' });
    expect(parseCommand(['withdrawals', '2'])).toEqual({ kind: 'withdrawals', state: 2 });
  });

  it('parses the review actions with an order id and an optional remark', () => {
    expect(parseCommand(['withdrawal', 'approve', '12'])).toEqual({ kind: 'withdrawal', action: 'approve', id: 12 });
    expect(parseCommand(['withdrawal', 'reject', '7', 'name', 'does', 'not', 'match'])).toEqual({
      kind: 'withdrawal',
      action: 'reject',
      id: 7,
      remark: 'name does not match',
    });
    expect(parseCommand(['withdrawal', 'fail', '3', 'bounced'])).toEqual({ kind: 'withdrawal', action: 'fail', id: 3, remark: 'bounced' });
    expect(parseCommand(['withdrawal', 'force', '99'])).toEqual({ kind: 'withdrawal', action: 'force', id: 99 });
  });

  it('refuses unknown actions, bad ids and bad states', () => {
    for (const args of [
      ['withdrawals', '0'],
      ['withdrawals', '6'],
      ['withdrawals', '1', '2'],
      ['withdrawal'],
      ['withdrawal', 'approve'],
      ['withdrawal', 'pay', '12'],
      ['withdrawal', 'approve', '0'],
      ['withdrawal', 'approve', '-1'],
      ['withdrawal', 'approve', '1.5'],
      ['withdrawal', 'approve', 'W123'],
    ]) {
      expect(parseCommand(args)).toBeUndefined();
    }
  });
});
