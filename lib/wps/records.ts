import 'server-only';
import {
  betPage,
  profitSummary,
  transactionPage,
  type BetHistoryQuery,
  type BetPage,
  type ProfitSummary,
  type TransactionHistoryQuery,
  type TransactionPage,
} from '@/contract/cashier-records';
import { wpsFetch, type WpsCaller } from './client';

/** ODSFE2_MemTransDet (token): the member's account record, at most 30 days. */
export function transactionHistory(caller: WpsCaller, query: TransactionHistoryQuery): Promise<TransactionPage> {
  return wpsFetch('/wps/relay/ODSFE2_MemTransDet', {
    schema: transactionPage,
    caller,
    query: { ...query, codeTypes: query.codeTypes.join(',') },
  });
}

/** getPersonal{RNG,LIVE,…}History (token): betting record of one game type. */
export function betHistory(caller: WpsCaller, query: BetHistoryQuery): Promise<BetPage> {
  return wpsFetch('/wps/relay/getPersonalHistory', { schema: betPage, caller, query: { ...query } });
}

/** ODSFE2_MemPNLDet (token): personal profit and loss. */
export function personalProfit(caller: WpsCaller, query: { startDate: number; endDate: number }): Promise<ProfitSummary> {
  return wpsFetch('/wps/relay/ODSFE2_MemPNLDet', { schema: profitSummary, caller, query });
}

/** bonusDetails (token): dividends, rebates and wages credited. */
export function bonusDetails(caller: WpsCaller, query: { startDate: number; endDate: number; page: number; size: number }): Promise<TransactionPage> {
  return wpsFetch('/wps/relay/bonusDetails', { schema: transactionPage, caller, query });
}
