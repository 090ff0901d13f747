// The progressive jackpot's rules (amounts in minor units). A share of every slot stake goes into
// the pool in the spin's own ledger entry; a spin showing three diamonds (1 in 32,768: the slot's
// rarest result, decided by the provably-fair reels) wins the whole pool, and the house seeds the
// pool again in the same entry.
import type { SlotSymbol } from './slot-machine';

/** The pool's share of each stake, in basis points (1 %). */
export const JACKPOT_SHARE_BPS = 100n;
/** What the house seeds the pool with: 50,000.00. */
export const JACKPOT_SEED_CENTS = 5_000_000n;

/** The stake's contribution to the pool (rounded down: a 0.50 bet adds 0.00). */
export function jackpotContribution(betCents: bigint): bigint {
  return (betCents * JACKPOT_SHARE_BPS) / 10_000n;
}

/** The reels that win the jackpot (a round's `reels` as stored; migration 0026 indexes these rounds). */
export const JACKPOT_REELS: readonly SlotSymbol[] = ['DIAMOND', 'DIAMOND', 'DIAMOND'];

/** Whether a spin's reels win the jackpot. */
export function winsJackpot(reels: readonly SlotSymbol[]): boolean {
  return reels.length === JACKPOT_REELS.length && reels.every((symbol, i) => symbol === JACKPOT_REELS[i]);
}
