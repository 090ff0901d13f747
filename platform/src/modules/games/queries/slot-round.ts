// One round of the local vendor's slot, as its spin route plays it (modules/games/routes/local-vendor.ts) and as
// the demo's first start plays it (modules/content/rules/demo-rounds.ts): the reels from the
// session's committed seed (provably fair) or the CSPRNG, the round settled through the ledger
// (settleSpin), and three diamonds paying the progressive jackpot on real money.
import { payJackpot } from './jackpot';
import type { Db } from '../../../core/database/client';
import { playsTrialCredit, settleSpin, type PlaySession, type SpinResult } from './game-play';
import type { AccountDirectory } from '../../ledger';
import { winsJackpot } from '../rules/jackpot';
import { fromCents } from '../../../core/money';
import { multiplierOf, spinReels, spinReelsFromSeed } from '../rules/slot-machine';

export interface SlotRound extends SpinResult {
  /** The jackpot this round took, when it did. */
  jackpot?: string;
}

/** Throws InsufficientBalanceError (nothing posted) when the session's wallet cannot cover the bet. */
export async function playSlotRound(db: Db, directory: AccountDirectory | undefined, session: PlaySession, spinId: string, betCents: bigint): Promise<SlotRound> {
  const reels = session.serverSeed ? spinReelsFromSeed(session.serverSeed, spinId) : spinReels();
  const result = await settleSpin(db, directory, { session, spinId, betCents, winCents: betCents * BigInt(multiplierOf(reels)), reels });
  // Paid once per spin id, also when this answer is a replay; the balance is the one right after
  // the payout, so a replay answers the same. Trial credit is play money: no jackpot.
  if (!playsTrialCredit(session) && winsJackpot(reels)) {
    const jackpot = await payJackpot(db, directory, { memberId: session.memberId, spinId });
    return { ...result, balance: fromCents(jackpot.balanceCents), jackpot: fromCents(jackpot.amountCents) };
  }
  return result;
}
