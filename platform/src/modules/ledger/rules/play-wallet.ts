// Which wallet a member's game plays from: one rule for the launch (its balance check), the game
// page (the balance it shows, fixed for the session in game_sessions.wallet) and every spin (the
// account the bet leaves and the win returns to).
// - A trial account plays its trial credit (spec §4 free play), whatever the game.
// - With transfer wallets, a transfer-wallet vendor's games play from the member's wallet at that
//   vendor: the money transferFund moved there (money-and-agents §4 Wallet).
// - Otherwise the main wallet.
import { isTrialType } from '../../../../../contract/member-types';
import { ledgerAccount } from './ledger-accounts';
import { transferWalletVendorsOf, type WalletSettings } from './wallet-settings';

export interface WalletOwner {
  id: number;
  type: number;
}

export function playWalletOf(member: WalletOwner, vendorCode: string, settings: WalletSettings): string {
  if (isTrialType(member.type)) return ledgerAccount.trial(member.id);
  if (transferWalletVendorsOf(settings).includes(vendorCode)) return ledgerAccount.vendor(member.id, vendorCode);
  return ledgerAccount.main(member.id);
}

/** The wallet the member's balance shows (header, /wps/v2/wallets/balance): main, or a trial account's credit. */
export function balanceWalletOf(member: WalletOwner): string {
  return isTrialType(member.type) ? ledgerAccount.trial(member.id) : ledgerAccount.main(member.id);
}
