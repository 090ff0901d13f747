// The CLI's deposit commands: the operator's queue, approve / reject, and the local gateway's
// simulated payment. They go through the running platform's admin API only: an approval is a
// ledger command and a payment a signed callback, both of which the platform itself must run.
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const DEPOSIT_USAGE = `  deposits [state]                        latest deposits (state 2 approved, 3 cancelled, 4 pending, 5 new, 6 rejected, 7 expired)
  deposit <approve|reject> <id> [remark]  decide a deposit (once: a second call answers the first decision)
  gateway pay <depositId> [PAID|FAILED]   make the local payment gateway send its signed callback for an order`;

export type DepositCommand =
  | { kind: 'deposits'; state?: number }
  | { kind: 'deposit-decide'; action: 'approve' | 'reject'; depositId: string; remark?: string }
  | { kind: 'gateway-pay'; depositId: string; status: 'PAID' | 'FAILED' };

const DEPOSIT_ID = /^DP[0-9A-Z]{6,30}$/;

export function parseDepositCommand(args: string[]): DepositCommand | undefined {
  const [name, ...rest] = args;
  if (name === 'deposits' && rest.length <= 1) {
    if (rest.length === 0) return { kind: 'deposits' };
    return /^[2-7]$/.test(rest[0]) ? { kind: 'deposits', state: Number(rest[0]) } : undefined;
  }
  if (name === 'deposit' && (rest[0] === 'approve' || rest[0] === 'reject') && DEPOSIT_ID.test(rest[1] ?? '')) {
    const remark = rest.slice(2).join(' ').trim();
    return { kind: 'deposit-decide', action: rest[0], depositId: rest[1], ...(remark ? { remark } : {}) };
  }
  if (name === 'gateway' && rest[0] === 'pay' && DEPOSIT_ID.test(rest[1] ?? '') && rest.length <= 3) {
    const status = rest[2] ?? 'PAID';
    if (status !== 'PAID' && status !== 'FAILED') return undefined;
    return { kind: 'gateway-pay', depositId: rest[1], status };
  }
  return undefined;
}

export function depositViaApi(command: DepositCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'deposits':
      return callAdmin(baseUrl, key, 'GET', `/deposits${command.state === undefined ? '' : `?state=${command.state}`}`);
    case 'deposit-decide':
      return callAdmin(baseUrl, key, 'POST', `/deposits/${command.depositId}/${command.action}`, { remark: command.remark });
    case 'gateway-pay':
      return callAdmin(baseUrl, key, 'POST', `/gateway/local/pay/${command.depositId}`, { status: command.status });
  }
}

export const depositNeedsPlatform = (): Envelope => ({
  success: false,
  code: 'platform_required',
  message: 'deposit commands need the running platform (npm run platform)',
});

interface OrderLine {
  depositId: string;
  account: string;
  method: string;
  amount: string;
  fee: string;
  state: number;
  createdAt: string;
  payerName: string | null;
}

const STATE_NAMES: Record<number, string> = { 2: 'approved', 3: 'cancelled', 4: 'pending', 5: 'new', 6: 'rejected', 7: 'expired' };

export function describeDeposit(command: DepositCommand, value: unknown): string {
  if (command.kind === 'deposits') {
    const rows = value as OrderLine[];
    if (rows.length === 0) return 'no deposits';
    return rows
      .map((o) => `${o.depositId}  ${o.createdAt}  ${o.account.padEnd(10)} ${o.method.padEnd(4)} ${o.amount.padStart(12)} fee ${o.fee.padStart(8)}  ${STATE_NAMES[o.state] ?? o.state}${o.payerName ? `  (${o.payerName})` : ''}`)
      .join('\n');
  }
  const order = value as { depositId: string; state: number; creditAmount: string };
  return `${order.depositId} ${STATE_NAMES[order.state] ?? order.state}${order.state === 2 ? `, credited ${order.creditAmount}` : ''}`;
}
