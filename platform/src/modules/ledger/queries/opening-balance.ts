// A new member's first money: seeded demo balances and registrations come from house cash into the
// main wallet; a trial account's play money from the house's trial account into the member's trial
// account (never mixed with real money: ledger-accounts.ts isTrialMoney).
import { ledgerAccount } from '../rules/ledger-accounts';
import { toCents } from '../../../core/money';
import type { Executor } from '../../../core/database/client';
import { LedgerWriter } from './ledger';

export interface OpeningBalance {
  amount: string;
  kind: string;
  reference: string;
}

/** Posts the opening entry in the caller's transaction; nothing when the amount is zero. */
export async function postOpeningBalance(ex: Executor, memberId: number, opening: OpeningBalance): Promise<void> {
  const amount = toCents(opening.amount);
  if (amount === 0n) return;
  const [target, source] = opening.kind === 'trial_credit' ? [ledgerAccount.trial(memberId), ledgerAccount.houseTrial] : [ledgerAccount.main(memberId), ledgerAccount.houseCash];
  await new LedgerWriter(ex).post({
    key: `opening:${memberId}`,
    kind: opening.kind,
    memberId,
    reference: opening.reference,
    actor: 'system',
    postings: [
      { account: target, amount, txType: 'other' },
      { account: source, amount: -amount, txType: 'other' },
    ],
  });
}
