/** @jest-environment node */
import { parseCommand } from '@/platform/src/ops/cli';

describe('operator CLI arguments', () => {
  it('parses the three commands', () => {
    expect(parseCommand(['status', '1'])).toEqual({ kind: 'status', status: 1 });
    expect(parseCommand(['flag', 'PTSYS3', 'off'])).toEqual({ kind: 'flag', name: 'PTSYS3', enabled: false });
    expect(parseCommand(['flags'])).toEqual({ kind: 'flags' });
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
