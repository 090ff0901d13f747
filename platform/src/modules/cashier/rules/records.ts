// A member's records (money-and-agents §4): transaction history from the ledger's postings of the
// member's main account, betting records and P&L from game_rounds, bonus details from the postings
// of bonus-like transaction types. Every answer is about the session's member only.
import {
  BONUS_TX_TYPES,
  RECORD_COUNT_LIMIT,
  RECORD_GAME_TYPES,
  rangeProblem,
  type BetHistoryQuery,
  type BetPage,
  type ProfitSummary,
  type TransactionHistoryQuery,
  type TransactionPage,
} from '../../../../../contract/cashier-records';
import { fromMinor } from '../../../../../contract/money';
import type { TxType } from '../../../../../contract/cashier-states';
import type { Executor } from '../../../core/database/client';
import { accountIdOf, countPostings, postingsPage, postingSums, roundDetails, roundsPage, roundTotals, roundTotalsByType, type PostingRow, type Range } from '../queries/records';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';

export function rangeOf(start: number, end: number): Range {
  const problem = rangeProblem(start, end);
  if (problem === 'date_range_too_long') throw new ApiError(400, problem, 'The date range may be at most 30 days');
  if (problem) throw new ApiError(400, problem, 'The date range ends before it starts');
  return { from: new Date(start), to: new Date(end) };
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

function emptyPage(page: number, size: number): TransactionPage {
  return { list: [], page, size, total: 0, totalCapped: false, totalPages: 1, pageSums: { in: '0.00', out: '0.00', net: '0.00' } };
}

async function postingHistory(ex: Executor, memberId: number, range: Range, types: readonly string[], page: number, size: number): Promise<TransactionPage> {
  const accountId = await accountIdOf(ex, ledgerAccount.main(memberId));
  if (accountId === undefined) return emptyPage(page, size);
  const [{ rows, sumIn, sumOut }, counted] = await Promise.all([
    postingsPage(ex, accountId, range, types, { page, size }),
    countPostings(ex, accountId, range, types),
  ]);
  const totalCapped = counted > RECORD_COUNT_LIMIT;
  const total = Math.min(counted, RECORD_COUNT_LIMIT);
  return {
    list: rows.map(transactionRowOf),
    page,
    size,
    total,
    totalCapped,
    totalPages: pages(total, size),
    pageSums: { in: fromMinor(sumIn), out: fromMinor(sumOut), net: fromMinor(sumIn + sumOut) },
  };
}

/** ODSFE2_MemTransDet. */
export function transactionHistory(ex: Executor, memberId: number, query: TransactionHistoryQuery): Promise<TransactionPage> {
  return postingHistory(ex, memberId, rangeOf(query.startTime, query.endTime), query.codeTypes, query.page, query.size);
}

/** bonusDetails: the bonus-like postings (dividends, rebates, wages). */
export function bonusDetails(ex: Executor, memberId: number, query: { startDate: number; endDate: number; page: number; size: number }) {
  return postingHistory(ex, memberId, rangeOf(query.startDate, query.endDate), BONUS_TX_TYPES, query.page, query.size);
}

const totalsOf = (bet: bigint, valid: bigint, win: bigint) => ({
  betAmount: fromMinor(bet),
  // The turnover's valid bet (modules/games/queries/settled-bets.ts): a push counts nothing, a half result half its stake.
  validBetAmount: fromMinor(valid),
  winAmount: fromMinor(win),
  profitAndLoss: fromMinor(win - bet),
});

/** getPersonal{RNG,LIVE,…}History. */
export async function betHistory(ex: Executor, memberId: number, query: BetHistoryQuery): Promise<BetPage> {
  const range = rangeOf(query.startDate, query.endDate);
  const [rows, totals] = await Promise.all([
    roundsPage(ex, memberId, query.gameType, range, query),
    roundTotals(ex, memberId, query.gameType, range),
  ]);
  let pageBet = 0n;
  let pageValid = 0n;
  let pageWin = 0n;
  const details = await roundDetails(ex, rows.map((r) => r.id));
  const list = rows.map((r) => {
    const [bet, valid, win] = [BigInt(r.bet), BigInt(r.valid), BigInt(r.win)];
    pageBet += bet;
    pageValid += valid;
    pageWin += win;
    return { id: r.id, betTimeInTimestamp: new Date(r.created_at).getTime(), gameName: r.display_name, vendorCode: r.vendor_code, ...totalsOf(bet, valid, win), ...(details.has(r.id) ? { detail: details.get(r.id) } : {}) };
  });
  return {
    list,
    page: query.page,
    size: query.size,
    total: totals.count,
    totalCapped: false,
    totalPages: pages(totals.count, query.size),
    pageTotals: totalsOf(pageBet, pageValid, pageWin),
    rangeTotals: totalsOf(totals.bet, totals.valid, totals.win),
  };
}

/** ODSFE2_MemPNLDet: bets, wins and P&L per game type, deposits and withdrawals, in a range. */
export async function personalProfit(ex: Executor, memberId: number, query: { startDate: number; endDate: number }): Promise<ProfitSummary> {
  const range = rangeOf(query.startDate, query.endDate);
  const accountId = await accountIdOf(ex, ledgerAccount.main(memberId));
  const [byType, deposits, withdrawals] = await Promise.all([
    roundTotalsByType(ex, memberId, range),
    accountId === undefined ? 0n : postingSums(ex, accountId, range, ['deposit']),
    accountId === undefined ? 0n : postingSums(ex, accountId, range, ['withdraw']),
  ]);
  let bet = 0n;
  let valid = 0n;
  let win = 0n;
  let rounds = 0;
  const byGameType = RECORD_GAME_TYPES.map((gameType) => {
    const row = byType.find((r) => r.gameType === gameType) ?? { count: 0, bet: 0n, valid: 0n, win: 0n };
    bet += row.bet;
    valid += row.valid;
    win += row.win;
    rounds += row.count;
    return { gameType, rounds: row.count, ...totalsOf(row.bet, row.valid, row.win) };
  });
  return {
    byGameType,
    total: { rounds, ...totalsOf(bet, valid, win) },
    deposits: fromMinor(deposits),
    // Withdrawals leave the main account as debits: shown as a positive total.
    withdrawals: fromMinor(-withdrawals),
  };
}

/** A posting as a row of the transaction history (the member's own, or a downline's in the agent's). */
export function transactionRowOf(r: PostingRow) {
  return {
    txId: r.id,
    txTypeId: r.tx_type as TxType,
    txTimeInTimestamp: new Date(r.created_at).getTime(),
    orderNo: r.reference ?? `E${r.entry_id}`,
    remark: r.remark,
    currentAvailBalance: r.balance_after === null ? null : fromMinor(BigInt(r.balance_after)),
    amount: fromMinor(BigInt(r.amount)),
  };
}
