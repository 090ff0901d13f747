// A manual balance correction (issue #28): always a new balanced entry (member main ↔ house cash)
// with the staff member's remark, never an edit. At or under the owner's threshold it posts at once;
// above it, it is a four-eyes request that posts when a second staff member approves it.
import { InsufficientFundsError, type LedgerWriter } from '../../ledger';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { fromCents } from '../../../core/money';

export interface Adjustment {
  memberId: number;
  account: string;
  /** Minor units, signed. */
  amount: bigint;
  remark: string;
}

export async function postAdjustment(writer: LedgerWriter, adjustment: Adjustment, key: string, actor: string) {
  try {
    const posted = await writer.post({
      key,
      kind: 'adjustment',
      memberId: adjustment.memberId,
      actor,
      remark: adjustment.remark,
      postings: [
        { account: ledgerAccount.main(adjustment.memberId), amount: adjustment.amount, txType: 'other' },
        { account: ledgerAccount.houseCash, amount: -adjustment.amount, txType: 'other' },
      ],
    });
    return { account: adjustment.account, balance: fromCents(posted.balances.get(ledgerAccount.main(adjustment.memberId))!) };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(409, 'insufficient_balance', 'Insufficient balance');
    throw error;
  }
}
