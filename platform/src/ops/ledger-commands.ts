// The CLI's ledger commands: `reconcile` proves Σ postings = 0, every entry balances, every cached
// balance equals the sum of its postings and no spin is half-applied; it says which accounts differ.
import type { Executor } from '../core/database/client';
import { reconcile, type ReconcileReport } from '../modules/ledger';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const LEDGER_USAGE = `  reconcile                               check the ledger: Σ postings = 0, entries balance, cached balances = Σ postings`;

export type LedgerCommand = { kind: 'reconcile' };

export function parseLedgerCommand(args: string[]): LedgerCommand | undefined {
  return args.length === 1 && args[0] === 'reconcile' ? { kind: 'reconcile' } : undefined;
}

export function ledgerViaApi(_command: LedgerCommand, baseUrl: string, key: string): Promise<Envelope> {
  return callAdmin(baseUrl, key, 'GET', '/ledger/reconcile');
}

export async function ledgerViaDatabase(_command: LedgerCommand, ex: Executor): Promise<Envelope> {
  return { success: true, value: await reconcile(ex) };
}

export function describeLedger(_command: LedgerCommand, value: unknown): { text: string; ok: boolean } {
  const report = value as ReconcileReport;
  const lines = [
    `${report.ok ? 'ledger reconciles' : 'LEDGER DOES NOT RECONCILE'}: ${report.entries} entries, ${report.postings} postings, Σ postings = ${report.total}`,
    ...report.unbalancedEntries.map((e) => `  entry ${e.entryId} (${e.key}) sums to ${e.sum}`),
    ...report.accountsOff.map((a) => `  account ${a.code}: cached ${a.cached}, postings ${a.posted}`),
  ];
  if (report.roundsWithoutEntry) lines.push(`  ${report.roundsWithoutEntry} game rounds without their ledger entry`);
  if (report.spinEntriesWithoutRound) lines.push(`  ${report.spinEntriesWithoutRound} spin entries without their round`);
  if (report.danglingReferences) lines.push(`  ${report.danglingReferences} postings, rounds or winner rows naming an account or game that does not exist`);
  return { text: lines.join('\n'), ok: report.ok };
}
