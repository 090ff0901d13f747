// The CLI's withdrawal commands: the review queue and the review actions, through the running
// platform's admin API only — a money action is never done by opening the database beside it.
import type { Envelope } from '../core/http/envelope';
import { REVIEW_ACTIONS, type OperatorOrderView, type ReviewAction } from '../modules/cashier';
import { callAdmin } from './admin-client';

export const WITHDRAWAL_USAGE = `  withdrawals [state]                     list withdrawals, newest first (state 1 processing, 2 transferring, 3 audit failure, 4 success, 5 failed)
  withdrawal <approve|reject|fail|force> <id> [remark]   review a withdrawal (approve pays out, reject and fail give the money back, force records the receipt)`;

export type WithdrawalCommand = { kind: 'withdrawals'; state?: number } | { kind: 'withdrawal'; action: ReviewAction; id: number; remark?: string };

const ID = /^[1-9][0-9]{0,14}$/;

export function parseWithdrawalCommand(args: string[]): WithdrawalCommand | undefined {
  const [name, ...rest] = args;
  if (name === 'withdrawals' && rest.length === 0) return { kind: 'withdrawals' };
  if (name === 'withdrawals' && rest.length === 1 && /^[1-5]$/.test(rest[0])) return { kind: 'withdrawals', state: Number(rest[0]) };
  if (name === 'withdrawal' && rest.length >= 2 && (REVIEW_ACTIONS as readonly string[]).includes(rest[0]) && ID.test(rest[1])) {
    const remark = rest.slice(2).join(' ').trim();
    return { kind: 'withdrawal', action: rest[0] as ReviewAction, id: Number(rest[1]), ...(remark ? { remark: remark.slice(0, 500) } : {}) };
  }
  return undefined;
}

export function withdrawalViaApi(command: WithdrawalCommand, baseUrl: string, key: string): Promise<Envelope> {
  if (command.kind === 'withdrawals') return callAdmin(baseUrl, key, 'GET', `/withdrawals${command.state ? `?state=${command.state}` : ''}`);
  return callAdmin(baseUrl, key, 'POST', `/withdrawals/${command.id}/${command.action}`, { remark: command.remark });
}

type ListedOrder = OperatorOrderView & { account: string; payout: string; bankCode: string; accountNumber: string; accountName: string };

export function describeWithdrawal(command: WithdrawalCommand, value: unknown): string {
  if (command.kind === 'withdrawal') {
    const order = value as OperatorOrderView;
    return `withdrawal ${order.id} (${order.withdrawalId}) is now in state ${order.state}${order.confirmation ? ` (${order.confirmation})` : ''}`;
  }
  const rows = value as ListedOrder[];
  if (rows.length === 0) return 'no withdrawals';
  return rows
    .map((o) =>
      [
        String(o.id).padStart(6),
        o.withdrawalId.padEnd(22),
        `state ${o.state}`,
        (o.confirmation ?? '-').padEnd(12),
        o.account.padEnd(16),
        o.amount.padStart(12),
        `fee ${o.fee}`,
        `${o.bankCode} ${o.accountNumber} ${o.accountName}`,
        o.createdAt,
      ].join('  '),
    )
    .join('\n');
}
