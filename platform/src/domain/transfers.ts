// Member transfers (spec §2 transferUpline, transferFund): to the upline agent, and between the main
// wallet and the transfer-wallet vendors (money-and-agents §4 Wallet, GCS_walletReturn). Each is one
// journal entry posted inside its idempotent command (runCommand); a refusal thrown here is stored
// as the key's answer and nothing moves.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  MAIN_WALLET,
  type TransferUplineReceipt,
  type WalletTransferAnswer,
  type WalletsAnswer,
} from '../../../contract/cashier-records';
import { fromMinor } from '../../../contract/money';
import { isAgentType } from '../../../contract/member-types';
import type { Executor } from '../db/client';
import { InsufficientFundsError, type LedgerWriter } from '../db/ledger';
import { rowsOf } from '../db/rows-of';
import { members } from '../db/schema';
import { ledgerAccounts } from '../db/schema-ledger';
import { readSetting } from '../db/site-settings';
import { readCashierSettings } from '../db/cashier-settings';
import { ApiError } from './envelope';
import { takeCashOnly } from './held-bonus';
import { ledgerAccount } from './ledger-accounts';
import { turnoverInfo } from './withdrawals';

export const WALLET_SETTINGS_KEY = 'wallets';

export interface WalletSettings {
  /** 'transfer': vendors keep their own balance, moved by transferFund; 'seamless': one wallet. */
  mode: 'transfer' | 'seamless';
  transferWalletVendors: string[];
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = { mode: 'transfer', transferWalletVendors: ['EVO', 'PP', 'JILI'] };

export async function readWalletSettings(ex: Executor): Promise<WalletSettings> {
  return (await readSetting<WalletSettings>(ex, WALLET_SETTINGS_KEY)) ?? DEFAULT_WALLET_SETTINGS;
}

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

/** The main wallet and each transfer-wallet vendor's balance. */
export async function walletsOf(ex: Executor, memberId: number, settings: WalletSettings): Promise<WalletsAnswer> {
  const vendors = settings.mode === 'transfer' ? settings.transferWalletVendors : [];
  const codes = [ledgerAccount.main(memberId), ...vendors.map((v) => ledgerAccount.vendor(memberId, v))];
  const rows = await ex.select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, codes));
  const balance = (code: string) => BigInt(rows.find((r) => r.code === code)?.balance ?? 0n);
  const main = balance(ledgerAccount.main(memberId));
  const wallets = vendors.map((vendor) => ({ vendor, minor: balance(ledgerAccount.vendor(memberId, vendor)) }));
  const total = wallets.reduce((sum, w) => sum + w.minor, main);
  return {
    mode: settings.mode,
    main: fromMinor(main),
    wallets: wallets.map((w) => ({ vendor: w.vendor, balance: fromMinor(w.minor) })),
    total: fromMinor(total),
  };
}

function walletAccount(memberId: number, wallet: string, settings: WalletSettings): string {
  if (wallet === MAIN_WALLET) return ledgerAccount.main(memberId);
  if (settings.mode !== 'transfer' || !settings.transferWalletVendors.includes(wallet)) throw transferErrors.walletUnknown();
  return ledgerAccount.vendor(memberId, wallet);
}

/** GCS_walletTransfer: main ↔ vendor (or vendor ↔ vendor), one entry of type 'transfer'. */
export async function transferBetweenWallets(
  writer: LedgerWriter,
  settings: WalletSettings,
  input: { memberId: number; key: string; from: string; to: string; amount: bigint },
): Promise<WalletTransferAnswer> {
  if (settings.mode !== 'transfer') throw transferErrors.walletsOff();
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
 * GCS_walletReturn ("return all"): every vendor balance back to main in one entry. The vendor
 * accounts are locked first (id order, like the ledger), so the amounts read are the amounts moved.
 */
export async function returnAllWallets(
  writer: LedgerWriter,
  settings: WalletSettings,
  input: { memberId: number; key: string },
): Promise<WalletTransferAnswer> {
  const codes = settings.transferWalletVendors.map((v) => ledgerAccount.vendor(input.memberId, v));
  // Main is locked too, in the same id order as every posting takes its locks: no deadlock with a transfer.
  const all = [ledgerAccount.main(input.memberId), ...codes];
  const rows = rowsOf<{ code: string; balance: string }>(
    await writer.tx.execute(
      sql`select code, balance::text from ledger_accounts where code in (${sql.join(all.map((c) => sql`${c}`), sql`, `)}) order by id for no key update`,
    ),
  );
  const locked = rows.filter((row) => codes.includes(row.code) && BigInt(row.balance) > 0n);
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
      postings: [...postings, { account: ledgerAccount.main(input.memberId), amount: moved, txType: 'transfer' }],
    });
    orderNo = `E${posted.entryId}`;
  }
  return { orderNo, moved: fromMinor(moved), wallets: await walletsOf(writer.tx, input.memberId, settings) };
}
