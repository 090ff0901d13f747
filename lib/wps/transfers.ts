import 'server-only';
import { TAGS } from '@/contract/cache-tags';
import {
  merchantWalletAnswer,
  transferUplineReceipt,
  walletTransferAnswer,
  walletsAnswer,
  type MerchantWalletAnswer,
  type TransferUplineBody,
  type TransferUplineReceipt,
  type WalletTransferAnswer,
  type WalletTransferBody,
  type WalletsAnswer,
} from '@/contract/cashier-records';
import { wpsFetch, type WpsCaller } from './client';

/** transferUpline (token, encrypt, funds password, Idempotency-Key). */
export function transferUpline(caller: WpsCaller, body: TransferUplineBody, idempotencyKey: string): Promise<TransferUplineReceipt> {
  return wpsFetch('/wps/relay/transferUpline', { schema: transferUplineReceipt, caller, method: 'POST', body, encrypt: true, idempotencyKey });
}

/**
 * GCS_getMerchantWallet: one wallet (isSingle: no transfer page) or transfer wallets, and their
 * vendors; cached, revalidated when the operator changes it.
 */
export function merchantWallet(): Promise<MerchantWalletAnswer> {
  return wpsFetch('/wps/relay/GCS_getMerchantWallet', { schema: merchantWalletAnswer, cache: { revalidate: 60, tags: [TAGS.merchantWallet] } });
}

/** GCS_getWallets (token): main and transfer-wallet vendor balances. */
export function wallets(caller: WpsCaller): Promise<WalletsAnswer> {
  return wpsFetch('/wps/relay/GCS_getWallets', { schema: walletsAnswer, caller });
}

/** GCS_walletTransfer (token, Idempotency-Key). */
export function walletTransfer(caller: WpsCaller, body: WalletTransferBody, idempotencyKey: string): Promise<WalletTransferAnswer> {
  return wpsFetch('/wps/relay/GCS_walletTransfer', { schema: walletTransferAnswer, caller, method: 'POST', body, idempotencyKey });
}

/** GCS_walletReturn (token, Idempotency-Key): every vendor balance back to main. */
export function walletReturn(caller: WpsCaller, idempotencyKey: string): Promise<WalletTransferAnswer> {
  return wpsFetch('/wps/relay/GCS_walletReturn', { schema: walletTransferAnswer, caller, method: 'POST', body: {}, idempotencyKey });
}
