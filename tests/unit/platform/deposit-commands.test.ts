/** @jest-environment node */
// The CLI's deposit commands parse strictly: anything else falls through to the usage text.
import { parseCommand } from '@/platform/src/ops/cli';

describe('deposit CLI commands', () => {
  it('parses the queue, decisions and the simulated payment', () => {
    expect(parseCommand(['deposits'])).toEqual({ kind: 'deposits' });
    expect(parseCommand(['deposits', '4'])).toEqual({ kind: 'deposits', state: 4 });
    expect(parseCommand(['deposit', 'approve', 'DP26112412345678', 'bank', 'statement', 'ok'])).toEqual({
      kind: 'deposit-decide',
      action: 'approve',
      depositId: 'DP26112412345678',
      remark: 'bank statement ok',
    });
    expect(parseCommand(['deposit', 'reject', 'DP26112412345678'])).toEqual({ kind: 'deposit-decide', action: 'reject', depositId: 'DP26112412345678' });
    expect(parseCommand(['gateway', 'pay', 'DP26112412345678'])).toEqual({ kind: 'gateway-pay', depositId: 'DP26112412345678', status: 'PAID' });
    expect(parseCommand(['gateway', 'pay', 'DP26112412345678', 'FAILED'])).toEqual({ kind: 'gateway-pay', depositId: 'DP26112412345678', status: 'FAILED' });
  });

  it('refuses malformed ones', () => {
    expect(parseCommand(['deposits', '9'])).toBeUndefined();
    expect(parseCommand(['deposit', 'approve', '12; drop'])).toBeUndefined();
    expect(parseCommand(['gateway', 'pay', 'DP26112412345678', 'MAYBE'])).toBeUndefined();
  });
});
