// The CLI's settlement command: `settle <dividend|daily-salary|hourly-salary|realtime-salary>
// --day YYYY-MM-DD [--hour HH]`, through the running platform's admin API only (it moves money).
import type { SettlementRunReport } from '../../../contract/agent-contracts';
import type { Envelope } from '../core/http/envelope';
import { SETTLE_RUNS, type SettleRun } from '../modules/agents';
import { parseDay } from '../modules/agents';
import { callAdmin } from './admin-client';

export const SETTLEMENT_USAGE = `  settle <dividend|daily-salary|hourly-salary|realtime-salary> --day YYYY-MM-DD [--hour HH] [--as-of ISO]
                         settle contracts for a business day (Asia/Bangkok), or one hour of it; a period is paid once
                         (--as-of: only on a platform started with SETTLEMENT_AS_OF=allow, for end-to-end tests)`;

export type SettlementCommand = { kind: 'settle'; run: SettleRun; day: string; hour?: number; asOf?: string };

export function parseSettlementCommand(args: string[]): SettlementCommand | undefined {
  const [name, run, ...rest] = args;
  if (name !== 'settle' || !run || !(run in SETTLE_RUNS)) return undefined;
  let day: string | undefined;
  let hour: number | undefined;
  let asOf: string | undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (flag === '--day' && value && parseDay(value)) day = value;
    else if (flag === '--hour' && value && /^([01]?\d|2[0-3])$/.test(value)) hour = Number(value);
    else if (flag === '--as-of' && value && !Number.isNaN(Date.parse(value))) asOf = value;
    else return undefined;
  }
  if (!day) return undefined;
  return { kind: 'settle', run: run as SettleRun, day, ...(hour === undefined ? {} : { hour }), ...(asOf === undefined ? {} : { asOf }) };
}

export function settlementViaApi(command: SettlementCommand, baseUrl: string, key: string): Promise<Envelope> {
  return callAdmin(baseUrl, key, 'POST', `/settlements/${command.run}`, { day: command.day, hour: command.hour, asOf: command.asOf }, 10 * 60_000);
}

export function describeSettlement(command: SettlementCommand, value: unknown): string {
  const report = value as SettlementRunReport;
  const periods = report.periods.length > 6 ? `${report.periods.slice(0, 3).join(', ')} … ${report.periods.at(-1)}` : report.periods.join(', ') || 'none ended';
  return [
    `${command.run} ${command.day}${command.hour === undefined ? '' : ` ${String(command.hour).padStart(2, '0')}:00`}: periods ${periods}`,
    `contracts ${report.contracts}, records created ${report.created}, paid ${report.paid} (${report.amount}), left unpaid ${report.unpaid}`,
  ].join('\n');
}
