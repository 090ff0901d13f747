// The merchant wallet (spec §7 "merchant wallet (reads isSingle)", money-and-agents §4 Wallet): a
// single wallet (mode 'seamless': every game plays from the main wallet, no transferFund), or
// transfer wallets (mode 'transfer': each listed vendor keeps the member's own balance there, which
// that vendor's games play from and transferFund fills and empties). The settings key `wallets`,
// changed with PUT /admin/wallets/settings.
import type { z } from 'zod';
import { walletModeSettingsSchema } from '../../../../../contract/operator-settings';
import { settingsOver } from '../../../core/database/settings';

export const WALLET_SETTINGS_KEY = 'wallets';

/**
 * Vendors in transferWalletVendors are those whose games launch through the local slot (launchGame):
 * the live table, the lottery and the event boards play from the main wallet, so a wallet for their
 * vendors could never be played.
 */
export type WalletSettings = z.infer<typeof walletModeSettingsSchema>;

export const DEFAULT_WALLET_SETTINGS: WalletSettings = { mode: 'transfer', transferWalletVendors: ['PP', 'JILI'] };

const stored = settingsOver<WalletSettings>(WALLET_SETTINGS_KEY, DEFAULT_WALLET_SETTINGS);
export const readWalletSettings = stored.read;
export const updateWalletSettings = stored.update;

/** The spec's isSingle: one wallet, nothing to transfer. */
export function isSingleWallet(settings: WalletSettings): boolean {
  return settings.mode !== 'transfer';
}

/** The vendors that keep a wallet of their own now (none with a single wallet). */
export function transferWalletVendorsOf(settings: WalletSettings): string[] {
  return isSingleWallet(settings) ? [] : settings.transferWalletVendors;
}
