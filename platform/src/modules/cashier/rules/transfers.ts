// Member transfers (spec §2 transferUpline, transferFund): to the upline agent, and between the main
// wallet and the transfer-wallet vendors (money-and-agents §4 Wallet, GCS_walletReturn); a vendor's
// games play from its wallet (play-wallet.ts). Each is one journal entry posted inside its idempotent
// command (runCommand); a refusal thrown here is stored as the key's answer and nothing moves.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAIN_WALLET,
  type TransferUplineReceipt,
  type WalletTransferAnswer,
  type WalletsAnswer,
} from '../../../../../contract/cashier-records';
import { fromMinor } from '../../../../../contract/money';
import { isAgentType } from '../../../../../contract/member-types';
import type { Executor } from '../../../core/database/client';
import { InsufficientFundsError, type LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { ledgerAccounts } from '../../ledger';
import { readCashierSettings } from '../queries/cashier-settings';
import { ApiError } from '../../../core/http/envelope';
import { takeCashOnly } from './held-bonus';
import { ledgerAccount } from '../../ledger';
import { transferWalletVendorsOf, type WalletSettings } from '../../ledger';
import { turnoverInfo } from './withdrawals';

export const transferErrors = {
  trial: () => new ApiError(403, 'in_need_true_account', 'A real account is needed'),
  noUpline: () => new ApiError(400, 'no_upline', 'This account has no upline agent'),
  insufficient: () => new ApiError(409, 'insufficient_balance', 'Insufficient balance'),
  walletUnknown: () => new ApiError(400, 'wallet_unknown', 'Unknown wallet'),
  walletsOff: () => new ApiError(400, 'function.not.available', 'Transfer wallets are not in use'),
};

/** Posts and turns a guarded account's shortfall into the member's refusal. */
async function postGuarded(writer: LedgerWriter, entry: Parameters<LedgerWriter['post']>[0]) {
  try {
    return await writer.post(entry);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw transferErrors.insufficient();
    throw error;
  }
}

/** Member main → upline agent main, one entry of type 'transfer'. */
export async function transferToUpline(
  writer: LedgerWriter,
  input: { memberId: number; key: string; amount: bigint; remark?: string },
): Promise<TransferUplineReceipt> {
  const [member] = await writer.tx.select({ parentId: members.parentId }).from(members).where(eq(members.id, input.memberId));
  const [upline] = member?.parentId
    ? await writer.tx.select({ id: members.id, account: members.account, type: members.type }).from(members).where(eq(members.id, member.parentId))
    : [];
  if (!upline || !isAgentType(upline.type)) throw transferErrors.noUpline();
  // Cash only, as a withdrawal: bonus money whose turnover is unmet does not leave through an agent.
  const settings = await readCashierSettings(writer.tx);
  const info = await turnoverInfo(writer.tx, input.memberId, settings);
  await takeCashOnly(writer, { memberId: input.memberId, amount: input.amount, info, settings, key: input.key, actor: `member:${input.memberId}` });
  const from = ledgerAccount.main(input.memberId);
  const posted = await postGuarded(writer, {
    key: input.key,
    kind: 'transfer_upline',
    memberId: input.memberId,
    reference: `TU${Date.now().toString(36).toUpperCase()}${input.memberId}`,
    actor: `member:${input.memberId}`,
    remark: input.remark || `to ${upline.account}`,
    postings: [
      { account: from, amount: -input.amount, txType: 'transfer' },
      { account: ledgerAccount.main(upline.id), amount: input.amount, txType: 'transfer' },
    ],
  });
  return {
    orderNo: `E${posted.entryId}`,
    amount: fromMinor(input.amount),
    balance: fromMinor(posted.balances.get(from)!),
    upline: upline.account,
    time: Date.now(),
  };
}

const VENDOR_KIND = 'vendor';
const vendorOfAccount = (memberId: number, code: string) => code.slice(ledgerAccount.vendor(memberId, '').length);

/**
 * The main wallet and each transfer-wallet vendor's balance, then any other vendor wallet that still
 * holds money (a vendor no longer listed, or every vendor once the merchant wallet is single): money
 * is never out of the member's sight, and "return all" brings it back.
 */
export async function walletsOf(ex: Executor, memberId: number, settings: WalletSettings): Promise<WalletsAnswer> {
  const main = ledgerAccount.main(memberId);
  const rows = await ex
    .select({ code: ledgerAccounts.code, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), inArray(ledgerAccounts.kind, ['main', VENDOR_KIND])));
  const held = new Map(rows.filter((r) => r.kind === VENDOR_KIND).map((r) => [vendorOfAccount(memberId, r.code), BigInt(r.balance)]));
  const listed = transferWalletVendorsOf(settings);
  const others = [...held].filter(([vendor, minor]) => minor > 0n && !listed.includes(vendor)).map(([vendor]) => vendor).sort();
  const mainMinor = BigInt(rows.find((r) => r.code === main)?.balance ?? 0n);
  const wallets = [...listed, ...others].map((vendor) => ({ vendor, minor: held.get(vendor) ?? 0n }));
  const total = wallets.reduce((sum, w) => sum + w.minor, mainMinor);
  return {
    mode: settings.mode,
    main: fromMinor(mainMinor),
    wallets: wallets.map((w) => ({ vendor: w.vendor, balance: fromMinor(w.minor) })),
    total: fromMinor(total),
  };
}

function walletAccount(memberId: number, wallet: string, settings: WalletSettings): string {
  if (wallet === MAIN_WALLET) return ledgerAccount.main(memberId);
  if (!transferWalletVendorsOf(settings).includes(wallet)) throw transferErrors.walletUnknown();
  return ledgerAccount.vendor(memberId, wallet);
}

/** GCS_walletTransfer: main ↔ vendor (or vendor ↔ vendor), one entry of type 'transfer'. */
export async function transferBetweenWallets(
  writer: LedgerWriter,
  settings: WalletSettings,
  input: { memberId: number; key: string; from: string; to: string; amount: bigint },
): Promise<WalletTransferAnswer> {
  if (transferWalletVendorsOf(settings).length === 0) throw transferErrors.walletsOff();
  const from = walletAccount(input.memberId, input.from, settings);
  const to = walletAccount(input.memberId, input.to, settings);
  const posted = await postGuarded(writer, {
    key: input.key,
    kind: 'wallet_transfer',
    memberId: input.memberId,
    reference: `WT${Date.now().toString(36).toUpperCase()}${input.memberId}`,
    actor: `member:${input.memberId}`,
    remark: `${input.from} → ${input.to}`,
    postings: [
      { account: from, amount: -input.amount, txType: 'transfer' },
      { account: to, amount: input.amount, txType: 'transfer' },
    ],
  });
  return { orderNo: `E${posted.entryId}`, moved: fromMinor(input.amount), wallets: await walletsOf(writer.tx, input.memberId, settings) };
}

/**
 * GCS_walletReturn ("return all"): every vendor wallet's balance back to main in one entry, listed
 * vendors or not (with a single wallet too: money left in a vendor wallet must come home). The main
 * and vendor accounts are locked first (id order, like the ledger), so the amounts read are the
 * amounts moved.
 */
export async function returnAllWallets(
  writer: LedgerWriter,
  settings: WalletSettings,
  input: { memberId: number; key: string },
): Promise<WalletTransferAnswer> {
  const main = ledgerAccount.main(input.memberId);
  // Main is locked too, in the same id order as every posting takes its locks: no deadlock with a transfer.
  const rows = rowsOf<{ code: string; kind: string; balance: string }>(
    await writer.tx.execute(
      sql`select code, kind, balance::text from ledger_accounts where member_id = ${input.memberId} and (code = ${main} or kind = ${VENDOR_KIND})
        order by id for no key update`,
    ),
  );
  const locked = rows.filter((row) => row.kind === VENDOR_KIND && BigInt(row.balance) > 0n);
  let moved = 0n;
  let orderNo: string | null = null;
  if (locked.length) {
    const postings = locked.map((row) => ({ account: row.code, amount: -BigInt(row.balance), txType: 'transfer' as const }));
    moved = postings.reduce((sum, p) => sum - p.amount, 0n);
    const posted = await postGuarded(writer, {
      key: input.key,
      kind: 'wallet_return',
      memberId: input.memberId,
      reference: `WR${Date.now().toString(36).toUpperCase()}${input.memberId}`,
      actor: `member:${input.memberId}`,
      remark: 'return all',
      postings: [...postings, { account: main, amount: moved, txType: 'transfer' }],
    });
    orderNo = `E${posted.entryId}`;
  }
  return { orderNo, moved: fromMinor(moved), wallets: await walletsOf(writer.tx, input.memberId, settings) };
}
