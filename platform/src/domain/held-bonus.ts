// Bonus money cannot leave before its turnover is met (issue #27). A promotion's reward is credited
// to the member's main balance, where games can bet it; what is still "held" of it is the bonus
// credited since the last paid withdrawal (the same window the turnover requirements count in),
// less what was forfeited since, while any turnover of that window is unmet — never more than the
// main balance (bets draw the cash first). Once the turnover is met nothing is held: the bonus is
// cash. A withdrawal or a transfer to the upline may take the cash only (main − held): by default
// one that would take held bonus is refused (409 bonus_turnover_unmet); with the cashier setting
// `bonusEarlyWithdrawal: 'forfeit'` any withdrawal or upline transfer while bonus is held forfeits
// it first (one entry `bonus-forfeit:<key>`, main → house bonus expense, kind bonus_forfeit, in the
// command's transaction, audited in the journal) and then takes the cash.
import { sql } from 'drizzle-orm';
import type { TurnoverInfo } from '../../../contract/cashier-withdraw';
import { fromMinor, toMinor } from '../../../contract/money';
import type { Executor } from '../db/client';
import { balanceOf, type LedgerWriter } from '../db/ledger';
import { rowsOf } from '../db/rows-of';
import { lastPaidAt } from '../db/withdrawal-orders';
import type { CashierSettings } from './cashier-settings';
import { ApiError } from './envelope';
import { ledgerAccount } from './ledger-accounts';

/** Journal entry kinds whose credit to main is bonus money (domain/rewards.ts creditClaim) and its forfeiture. */
const BONUS_KIND = 'promotion';
const FORFEIT_KIND = 'bonus_forfeit';

export interface HeldBonus {
  /** Bonus still held in the main balance (minor units). */
  held: bigint;
  /** Turnover still to play in the window (Σ remaining over the game types). */
  unmetTurnover: bigint;
  main: bigint;
}

export const heldBonusErrors = {
  unmet: (state: HeldBonus) =>
    new ApiError(409, 'bonus_turnover_unmet', 'Bonus money cannot be withdrawn or transferred before its turnover is met', {
      bonusHeld: fromMinor(state.held),
      withdrawable: fromMinor(state.main - state.held),
      unmetTurnover: fromMinor(state.unmetTurnover),
    }),
};

/** Σ remaining turnover of a turnover report. */
export function unmetTurnoverOf(info: TurnoverInfo): bigint {
  return info.details.reduce((sum, row) => sum + (toMinor(row.remainingTurnover) ?? 0n), 0n);
}

/** Bonus credited to main since the last paid withdrawal, less what was forfeited since. */
async function bonusSinceLastPayout(ex: Executor, memberId: number): Promise<bigint> {
  const since = await lastPaidAt(ex, memberId);
  const [row] = rowsOf<{ bonus: string | null }>(
    await ex.execute(sql`
      select sum(p.amount)::text as bonus
      from journal_entries e
      join postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
      where e.member_id = ${memberId} and e.kind in (${BONUS_KIND}, ${FORFEIT_KIND}) and a.code = ${ledgerAccount.main(memberId)}
        ${since ? sql`and e.created_at > ${since.toISOString()}::timestamptz` : sql``}`),
  );
  const bonus = BigInt(row?.bonus ?? 0);
  return bonus > 0n ? bonus : 0n;
}

/** What of the member's main balance is held bonus, given the member's turnover report. */
export async function heldBonusOf(ex: Executor, memberId: number, info: TurnoverInfo): Promise<HeldBonus> {
  const unmetTurnover = unmetTurnoverOf(info);
  const main = await balanceOf(ex, ledgerAccount.main(memberId));
  if (unmetTurnover === 0n) return { held: 0n, unmetTurnover, main };
  const bonus = await bonusSinceLastPayout(ex, memberId);
  return { held: bonus < main ? bonus : main, unmetTurnover, main };
}

/**
 * Before `amount` leaves main (a withdrawal, a transfer to the upline), in the command's
 * transaction: with bonus held, refuses what the cash does not cover (default), or forfeits the
 * held bonus (`bonusEarlyWithdrawal: 'forfeit'`).
 */
export async function takeCashOnly(
  writer: LedgerWriter,
  input: { memberId: number; amount: bigint; info: TurnoverInfo; settings: CashierSettings; key: string; actor: string },
): Promise<void> {
  const state = await heldBonusOf(writer.tx, input.memberId, input.info);
  if (state.held === 0n) return;
  if (input.settings.bonusEarlyWithdrawal !== 'forfeit') {
    if (input.amount <= state.main - state.held) return;
    throw heldBonusErrors.unmet(state);
  }
  await writer.post({
    key: `bonus-forfeit:${input.key}`,
    kind: FORFEIT_KIND,
    memberId: input.memberId,
    reference: input.key,
    actor: input.actor,
    remark: `bonus forfeited: turnover ${fromMinor(state.unmetTurnover)} unmet`,
    postings: [
      { account: ledgerAccount.main(input.memberId), amount: -state.held, txType: 'other' },
      { account: ledgerAccount.houseBonusExpense, amount: state.held, txType: 'other' },
    ],
  });
}
