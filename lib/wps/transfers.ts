import 'server-only';
import {
  transferUplineReceipt,
  walletTransferAnswer,
  walletsAnswer,
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
