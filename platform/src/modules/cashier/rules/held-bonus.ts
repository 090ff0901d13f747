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
import type { TurnoverInfo } from '../../../../../contract/cashier-withdraw';
import { fromMinor, toMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { balancesOf, type LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { lastPaidAtOf, turnoverWindows } from '../queries/withdrawal-orders';
import type { CashierSettings } from './cashier-settings';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';

/** Journal entry kinds whose credit to main is bonus money (rewards' rules/rewards.ts creditClaim) and its forfeiture. */
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

/** Each member's bonus credited to main since their last paid withdrawal, less what was forfeited since. */
async function bonusSinceLastPayoutOf(ex: Executor, since: ReadonlyMap<number, Date | null>): Promise<Map<number, bigint>> {
  const bonus = new Map<number, bigint>();
  if (since.size === 0) return bonus;
  const rows = rowsOf<{ member_id: number; bonus: string | null }>(
    await ex.execute(sql`
      select w.member_id, sum(p.amount)::text as bonus
      from ${turnoverWindows(since)}
      join journal_entries e on e.member_id = w.member_id and e.kind in (${BONUS_KIND}, ${FORFEIT_KIND}) and (w.since is null or e.created_at > w.since)
      join postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.code = 'member:' || w.member_id || ':main'
      group by w.member_id`),
  );
  for (const row of rows) {
    const amount = BigInt(row.bonus ?? 0);
    bonus.set(Number(row.member_id), amount > 0n ? amount : 0n);
  }
  return bonus;
}

/**
 * What of each member's main balance is held bonus, given their turnover reports. The members of a
 * withdrawal queue in three statements; `since` (each member's last payout) when the caller has it.
 */
export async function heldBonusesOf(ex: Executor, infos: ReadonlyMap<number, TurnoverInfo>, since?: ReadonlyMap<number, Date | null>): Promise<Map<number, HeldBonus>> {
  const ids = [...infos.keys()];
  const mains = await balancesOf(ex, ids.map((id) => ledgerAccount.main(id)));
  const unmet = new Map(ids.map((id) => [id, unmetTurnoverOf(infos.get(id)!)]));
  const holding = ids.filter((id) => unmet.get(id)! > 0n);
  const windows = holding.length === 0 ? new Map<number, Date | null>() : since ? new Map(holding.map((id) => [id, since.get(id) ?? null])) : await lastPaidAtOf(ex, holding);
  const bonus = await bonusSinceLastPayoutOf(ex, windows);
  return new Map(
    ids.map((id) => {
      const main = mains.get(ledgerAccount.main(id)) ?? 0n;
      const held = bonus.get(id) ?? 0n;
      return [id, { held: unmet.get(id)! === 0n ? 0n : held < main ? held : main, unmetTurnover: unmet.get(id)!, main }];
    }),
  );
}

/** What of the member's main balance is held bonus, given the member's turnover report. */
export async function heldBonusOf(ex: Executor, memberId: number, info: TurnoverInfo): Promise<HeldBonus> {
  return (await heldBonusesOf(ex, new Map([[memberId, info]]))).get(memberId)!;
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
