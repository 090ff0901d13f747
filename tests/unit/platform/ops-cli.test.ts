/** @jest-environment node */
import { parseCommand } from '@/platform/src/ops/cli';

describe('operator CLI arguments', () => {
  it('parses the three commands', () => {
    expect(parseCommand(['status', '1'])).toEqual({ kind: 'status', status: 1 });
    expect(parseCommand(['flag', 'PTSYS3', 'off'])).toEqual({ kind: 'flag', name: 'PTSYS3', enabled: false });
    expect(parseCommand(['flags'])).toEqual({ kind: 'flags' });
  });

  it('refuses anything else', () => {
    for (const args of [[], ['status'], ['status', '3'], ['flag', 'X', 'maybe'], ['flags', 'extra'], ['reboot']]) {
      expect(parseCommand(args)).toBeUndefined();
    }
  });
});
