// Operator CLI: `npm run ops -- status <0|1|2> | flag <NAME> <on|off> | flags | sms [to] | mail [to]`,
// the content commands of content-commands.ts (banners, announcements, vendors), the ledger check,
// the staff commands of staff-commands.ts
// and the withdrawal review of withdrawal-commands.ts.
// Talks to the running platform's admin API (PLATFORM_URL, else 127.0.0.1:PLATFORM_PORT); when
// nothing listens there it opens the database directly — but never beside a running platform (one
// answering there, or recorded in the data directory's pid file): PGlite allows one process at a time.
// Withdrawal reviews move money: they run only through the running platform, never beside it.
import type { SystemStatusCode } from '../../../contract/system';
import { SITE_FLAG_TABLE, type SiteFlagDefinition } from '../../../contract/site-flags';
import { loadOrExit } from '../../../contract/env-schema';
import { loadPlatformConfig, platformUrlOf, type PlatformConfig } from '../config';
import { PID_FILE, runningPlatformOf } from '../core/database/pid-file';
import { openDatabase } from '../core/database/client';
import { seedIfEmpty } from '../seed';
import type { Envelope } from '../core/http/envelope';
import { readOperatorKey } from '../core/http/operator-key';
import { callAdmin, PlatformUnreachable } from './admin-client';
import { CONTENT_USAGE, contentViaApi, contentViaDatabase, describeContent, parseContentCommand, type ContentCommand } from './content-commands';
import { unlockAccount } from '../modules/accounts';
import { jobReport, type JobReport } from '../core/jobs/job-report';
import { listRegionRules, listSiteFlags, setRegionRule, setSiteFlag, setSystemStatus } from '../modules/content';
import { outboxMail, outboxSms, type OutboxMail, type OutboxSms } from '../modules/accounts';
import { describeLedger, LEDGER_USAGE, ledgerViaApi, ledgerViaDatabase, parseLedgerCommand, type LedgerCommand } from './ledger-commands';
import { parseSeedAgentRoundsArgs, seedAgentRounds, type SeedAgentRoundsReport } from '../seed/seed-agent-rounds';
import { parseSeedHistoryArgs, seedHistory, type SeedHistoryReport } from '../seed/seed-history';
import { DEPOSIT_USAGE, depositNeedsPlatform, depositViaApi, describeDeposit, parseDepositCommand, type DepositCommand } from './deposit-commands';
import { AGENT_REBATE_USAGE, agentRebateViaApi, describeAgentRebate, parseAgentRebateCommand, type AgentRebateCommand } from './agent-rebate-commands';
import { describeWithdrawal, parseWithdrawalCommand, WITHDRAWAL_USAGE, withdrawalViaApi, type WithdrawalCommand } from './withdrawal-commands';
import { describeLoyalty, LOYALTY_USAGE, loyaltyNeedsPlatform, loyaltyViaApi, loyaltyViaDatabase, parseLoyaltyCommand, type LoyaltyCommand } from './loyalty-commands';
import { boardViaApi, BOARD_USAGE, describeBoard, parseBoardCommand, type BoardCommand } from './board-commands';
import { describeLottery, LOTTERY_USAGE, lotteryViaApi, parseLotteryCommand, type LotteryCommand } from './lottery-commands';
import { describePromotion, parsePromotionCommand, PROMOTION_USAGE, promotionViaApi, type PromotionCommand } from './promotion-commands';
import { describeMall, MALL_USAGE, mallViaApi, parseMallCommand, type MallCommand } from './mall-commands';
import { describeRg, parseRgCommand, RG_USAGE, rgViaApi, rgViaDatabase, type RgCommand } from './responsible-gaming-commands';
import { describeInbox, INBOX_USAGE, inboxViaApi, parseInboxCommand, type InboxCommand } from './inbox-commands';
import { describeSettlement, parseSettlementCommand, SETTLEMENT_USAGE, settlementViaApi, type SettlementCommand } from './settlement-commands';
import { demoStaffCode } from '../modules/back-office';
import { describeStaff, parseDemoCodeCommand, parseStaffCommand, STAFF_USAGE, staffViaApi, type StaffCommand } from './staff-commands';
import { describeSiteSettings, parseSiteSettingsCommand, SITE_SETTINGS_USAGE, siteSettingsViaApi, type SiteSettingsCommand } from './site-settings-commands';

const USAGE = `usage: npm run ops -- <command>
  status <0|1|2>         set system status (0 normal, 1 maintenance, 2 region restricted)
  flag <NAME> <on|off>   switch a site flag (contract/site-flags.ts: what each changes)
  flags                  list site flags
  jobs                   the job queue: jobs per queue and state, the lag, last run and failure; the schedules
  unlock <account>       lift an account's login lock (after repeated wrong passwords)
  region                 list the blocked addresses, CIDR ranges and countries
  region <block|allow> <IP|CIDR|CC>   block (or allow again) visitors from an address, range or country
  sms [recipient]        latest 20 messages of the SMS outbox, newest first (number: 0812345678 or +66812345678)
  mail [recipient]       latest 20 messages of the mail outbox, newest first
  seed-history [entries] [memberAccount]   add N balanced ledger entries (default 1000000) for measuring records
  seed-agent-rounds [--agent agent01] [--rounds 1000000]   add N rounds (deposits, bets, withdrawals) over an agent's team, last 90 days
${CONTENT_USAGE}
${SITE_SETTINGS_USAGE}
${LEDGER_USAGE}
${DEPOSIT_USAGE}
${WITHDRAWAL_USAGE}
${SETTLEMENT_USAGE}
${AGENT_REBATE_USAGE}
${LOYALTY_USAGE}
${LOTTERY_USAGE}
${BOARD_USAGE}
${PROMOTION_USAGE}
${MALL_USAGE}
${RG_USAGE}
${INBOX_USAGE}
${STAFF_USAGE}
env: PLATFORM_URL (default http://127.0.0.1:$PLATFORM_PORT), OPERATOR_KEY (else <dataDir>/operator.key),
     PLATFORM_DATA_DIR, DATABASE_URL (used when the platform is not running)`;

type Command =
  | { kind: 'status'; status: SystemStatusCode }
  | { kind: 'flag'; name: string; enabled: boolean }
  | { kind: 'flags' }
  | { kind: 'jobs' }
  | { kind: 'unlock'; account: string }
  | { kind: 'region' }
  | { kind: 'region-rule'; entry: string; blocked: boolean }
  | OutboxCommand
  | { kind: 'seed-history'; entries: number; memberAccount?: string }
  | { kind: 'seed-agent-rounds'; agent: string; rounds: number }
  | ContentCommand
  | LedgerCommand
  | DepositCommand
  | WithdrawalCommand
  | SettlementCommand
  | AgentRebateCommand
  | LoyaltyCommand
  | LotteryCommand
  | BoardCommand
  | PromotionCommand
  | MallCommand
  | RgCommand
  | InboxCommand
  | StaffCommand
  | SiteSettingsCommand;

const isStaffCommand = (command: Command): command is StaffCommand => command.kind.startsWith('staff-');
const isInboxCommand = (command: Command): command is InboxCommand => command.kind === 'message-send' || command.kind === 'feedback-list' || command.kind === 'feedback-reply';
const isWithdrawalCommand = (command: Command): command is WithdrawalCommand => command.kind === 'withdrawals' || command.kind === 'withdrawal';
const isBoardCommand = (command: Command): command is BoardCommand => command.kind === 'board-settle' || command.kind === 'board-event';
const isLotteryCommand = (command: Command): command is LotteryCommand => command.kind === 'lottery-draw' || command.kind === 'lottery-settle';
const isPromotionCommand = (command: Command): command is PromotionCommand => command.kind === 'promotions' || command.kind.startsWith('promotion-');
/**
 * Commands that move money: through the running platform only, never by opening the database beside
 * it. Inbox commands too: the member's live badge is announced by the platform process. And the site
 * settings: the platform checks them and tells the portal.
 */
const needsPlatform = (
  command: Command,
): command is WithdrawalCommand | SettlementCommand | AgentRebateCommand | LoyaltyCommand | LotteryCommand | BoardCommand | PromotionCommand | MallCommand | InboxCommand | StaffCommand | SiteSettingsCommand =>
  command.kind === 'site-setting' ||
  isWithdrawalCommand(command) ||
  isStaffCommand(command) ||
  command.kind === 'settle' ||
  command.kind === 'settle-agent-rebate' ||
  (command.kind === 'loyalty' && loyaltyNeedsPlatform(command)) ||
  isLotteryCommand(command) ||
  isBoardCommand(command) ||
  isPromotionCommand(command) ||
  command.kind === 'mall' ||
  isInboxCommand(command);

// Accounts: the SMS and mail outboxes of the local gateways.
type OutboxCommand = { kind: 'sms' | 'mail'; recipient?: string };

function parseOutboxCommand(name: string | undefined, rest: string[]): OutboxCommand | undefined {
  if ((name !== 'sms' && name !== 'mail') || rest.length > 1) return undefined;
  if (rest.length === 1 && !/^[^\s]{1,254}$/.test(rest[0])) return undefined;
  return rest.length === 1 ? { kind: name, recipient: rest[0] } : { kind: name };
}

function outboxPath(command: OutboxCommand): string {
  const query = new URLSearchParams({ limit: '20', ...(command.recipient ? { recipient: command.recipient } : {}) });
  return `/outbox/${command.kind}?${query}`;
}

function describeOutbox(command: OutboxCommand, value: unknown): string {
  if (command.kind === 'sms') {
    const rows = value as OutboxSms[];
    return rows.length ? rows.map((m) => `${m.createdAt}  ${m.recipient}  [${m.provider}]  ${m.body}`).join('\n') : 'no messages';
  }
  const rows = value as OutboxMail[];
  return rows.length
    ? rows.map((m) => `${m.createdAt}  ${m.recipient}  ${m.subject}\n${m.body.replace(/^/gm, '    ')}`).join('\n\n')
    : 'no messages';
}

export function parseCommand(args: string[]): Command | undefined {
  const [name, ...rest] = args;
  if (name === 'status' && rest.length === 1 && /^[012]$/.test(rest[0])) {
    return { kind: 'status', status: Number(rest[0]) as SystemStatusCode };
  }
  if (name === 'flag' && rest.length === 2 && /^[A-Za-z0-9_]{1,64}$/.test(rest[0]) && /^(on|off)$/.test(rest[1])) {
    return { kind: 'flag', name: rest[0], enabled: rest[1] === 'on' };
  }
  if (name === 'flags' && rest.length === 0) return { kind: 'flags' };
  if (name === 'jobs' && rest.length === 0) return { kind: 'jobs' };
  if (name === 'unlock' && rest.length === 1 && /^[^\s/?#]{1,64}$/.test(rest[0])) return { kind: 'unlock', account: rest[0] };
  if (name === 'region' && rest.length === 0) return { kind: 'region' };
  if (name === 'region' && rest.length === 2 && /^(block|allow)$/.test(rest[0]) && /^[0-9A-Za-z.:/]{2,49}$/.test(rest[1])) {
    return { kind: 'region-rule', entry: rest[1], blocked: rest[0] === 'block' };
  }
  if (name === 'seed-history') {
    const args = parseSeedHistoryArgs(rest);
    return args && { kind: 'seed-history', ...args };
  }
  if (name === 'seed-agent-rounds') {
    const args = parseSeedAgentRoundsArgs(rest);
    return args && { kind: 'seed-agent-rounds', ...args };
  }
  return parseOutboxCommand(name, rest) ?? parseLedgerCommand(args) ?? parseWithdrawalCommand(args) ?? parseSettlementCommand(args) ?? parseContentCommand(args) ?? parseDepositCommand(args) ?? parseAgentRebateCommand(args) ?? parseLoyaltyCommand(args) ?? parseLotteryCommand(args) ?? parseBoardCommand(args) ?? parsePromotionCommand(args) ?? parseMallCommand(args) ?? parseRgCommand(args) ?? parseInboxCommand(args) ?? parseStaffCommand(args) ?? parseSiteSettingsCommand(args);
}

function viaApi(command: Command, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'status':
      return callAdmin(baseUrl, key, 'POST', '/status', { status: command.status });
    case 'flag':
      return callAdmin(baseUrl, key, 'POST', `/flags/${encodeURIComponent(command.name)}`, { enabled: command.enabled });
    case 'flags':
      return callAdmin(baseUrl, key, 'GET', '/flags');
    case 'jobs':
      return callAdmin(baseUrl, key, 'GET', '/jobs');
    case 'unlock':
      return callAdmin(baseUrl, key, 'POST', `/members/${encodeURIComponent(command.account)}/unlock`, {});
    case 'region':
      return callAdmin(baseUrl, key, 'GET', '/region');
    case 'region-rule':
      return callAdmin(baseUrl, key, 'POST', '/region', { entry: command.entry, blocked: command.blocked });
    case 'sms':
    case 'mail':
      return callAdmin(baseUrl, key, 'GET', outboxPath(command));
    case 'reconcile':
      return ledgerViaApi(command, baseUrl, key);
    case 'seed-history':
      return callAdmin(baseUrl, key, 'POST', '/ledger/seed-history', { entries: command.entries, memberAccount: command.memberAccount }, 30 * 60_000);
    case 'seed-agent-rounds':
      return callAdmin(baseUrl, key, 'POST', '/ledger/seed-agent-rounds', { agent: command.agent, rounds: command.rounds }, 30 * 60_000);
    case 'deposits':
    case 'deposit-decide':
    case 'gateway-pay':
      return depositViaApi(command, baseUrl, key);
    case 'withdrawals':
    case 'withdrawal':
      return withdrawalViaApi(command, baseUrl, key);
    case 'settle':
      return settlementViaApi(command, baseUrl, key);
    case 'settle-agent-rebate':
      return agentRebateViaApi(command, baseUrl, key);
    case 'loyalty':
      return loyaltyViaApi(command, baseUrl, key);
    case 'lottery-draw':
    case 'lottery-settle':
      return lotteryViaApi(command, baseUrl, key);
    case 'board-settle':
    case 'board-event':
      return boardViaApi(command, baseUrl, key);
    case 'promotions':
    case 'promotion-define':
    case 'promotion-issue':
    case 'promotion-applications':
    case 'promotion-decide':
    case 'promotion-draw':
      return promotionViaApi(command, baseUrl, key);
    case 'mall':
      return mallViaApi(command, baseUrl, key);
    case 'responsible-gaming':
      return rgViaApi(command, baseUrl, key);
    case 'message-send':
    case 'feedback-list':
    case 'feedback-reply':
      return inboxViaApi(command, baseUrl, key);
    case 'staff-add':
    case 'staff-list':
    case 'staff-enrol':
      return staffViaApi(command, baseUrl, key);
    case 'site-setting':
      return siteSettingsViaApi(command, baseUrl, key);
    default:
      return contentViaApi(command, baseUrl, key);
  }
}

async function viaDatabase(command: Command, config: PlatformConfig): Promise<Envelope> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  try {
    const { db } = database;
    // A first-ever start may be the CLI's: seed like the platform would, so settings are complete.
    await seedIfEmpty(db, { profile: config.profile });
    switch (command.kind) {
      case 'status':
        return { success: true, value: await setSystemStatus(db, command.status) };
      case 'flag': {
        const result = await setSiteFlag(db, command.name, command.enabled);
        return result ? { success: true, value: result } : { success: false, code: 'not_found', message: `Unknown flag ${command.name}` };
      }
      case 'flags':
        return { success: true, value: await listSiteFlags(db) };
      case 'jobs':
        return { success: true, value: await jobReport(db) };
      case 'unlock': {
        const unlocked = await unlockAccount(db, command.account);
        return unlocked ? { success: true, value: unlocked } : { success: false, code: 'not_found', message: `No account ${command.account}` };
      }
      case 'region':
        return { success: true, value: await listRegionRules(db) };
      case 'region-rule': {
        const result = await setRegionRule(db, command.entry, command.blocked);
        return result ? { success: true, value: result } : { success: false, code: 'validation_failed', message: `Not an IP, CIDR or country: ${command.entry}` };
      }
      case 'sms':
        return { success: true, value: await outboxSms(db, command.recipient, 20) };
      case 'mail':
        return { success: true, value: await outboxMail(db, command.recipient, 20) };
      case 'reconcile':
        return await ledgerViaDatabase(command, db);
      case 'seed-history':
        return { success: true, value: await seedHistory(db, command.entries, command.memberAccount) };
      case 'seed-agent-rounds':
        return { success: true, value: await seedAgentRounds(db, command.agent, command.rounds) };
      case 'deposits':
      case 'deposit-decide':
      case 'gateway-pay':
        return depositNeedsPlatform();
      case 'loyalty':
        return await loyaltyViaDatabase(command, db);
      case 'withdrawals':
      case 'withdrawal':
      case 'settle':
      case 'settle-agent-rebate':
      case 'lottery-draw':
      case 'lottery-settle':
      case 'board-settle':
      case 'board-event':
      case 'promotions':
      case 'promotion-define':
      case 'promotion-issue':
      case 'promotion-applications':
      case 'promotion-decide':
      case 'promotion-draw':
      case 'mall':
      case 'message-send':
      case 'feedback-list':
      case 'feedback-reply':
      case 'staff-add':
      case 'staff-list':
      case 'staff-enrol':
      case 'site-setting':
        // run() never gets here: these move money and run through the platform only.
        return { success: false, code: 'platform_required', message: `${command.kind} commands need the running platform` };
      case 'responsible-gaming':
        return await rgViaDatabase(command, db);
      default:
        return await contentViaDatabase(command, db);
    }
  } finally {
    await database.close();
  }
}

function describeJobs(report: JobReport): string {
  const queues = report.queues.map(
    (q) =>
      `${q.name.padEnd(34)} waiting ${q.waiting}  active ${q.active}  retrying ${q.retrying}  done ${q.completed}  failed ${q.failed}  lag ${q.lagSeconds}s` +
      `  last ${q.lastCompletedAt ?? '—'}${q.lastFailedAt ? `  last failure ${q.lastFailedAt}` : ''}`,
  );
  const schedules = report.schedules.map((s) => `${s.name.padEnd(34)} ${s.cron} (${s.timezone})`);
  return [`queues:`, ...(queues.length ? queues : ['  (none yet)']), `schedules:`, ...(schedules.length ? schedules : ['  (none)'])].join('\n');
}

function describe(command: Command, value: unknown): string {
  if (command.kind === 'status') return `system status set to ${command.status}`;
  if (command.kind === 'jobs') return describeJobs(value as JobReport);
  if (command.kind === 'region' || command.kind === 'region-rule') {
    const rules = value as { addresses: string[]; countries: string[] };
    return `blocked addresses: ${rules.addresses.join(' ') || '(none)'}\nblocked countries: ${rules.countries.join(' ') || '(none)'}`;
  }
  if (command.kind === 'flag') {
    const changes = (SITE_FLAG_TABLE as Readonly<Record<string, SiteFlagDefinition>>)[command.name]?.changes;
    return `flag ${command.name} ${command.enabled ? 'on' : 'off'}${changes ? ` (${changes})` : ''}`;
  }
  if (command.kind === 'unlock') return `account ${(value as { account: string }).account} unlocked`;
  if (command.kind === 'sms' || command.kind === 'mail') return describeOutbox(command, value);
  if (command.kind === 'reconcile') return describeLedger(command, value).text;
  if (isWithdrawalCommand(command)) return describeWithdrawal(command, value);
  if (command.kind === 'settle') return describeSettlement(command, value);
  if (command.kind === 'seed-history') {
    const report = value as SeedHistoryReport;
    return `seeded ${report.entries} entries (${report.postings} postings) over ${report.members.join(', ')} in ${report.ms} ms`;
  }
  if (command.kind === 'settle-agent-rebate') return describeAgentRebate(value);
  if (command.kind === 'loyalty') return describeLoyalty(command, value);
  if (isLotteryCommand(command)) return describeLottery(value);
  if (isBoardCommand(command)) return describeBoard(value);
  if (isPromotionCommand(command)) return describePromotion(command, value);
  if (command.kind === 'mall') return describeMall(value);
  if (command.kind === 'responsible-gaming') return describeRg(value);
  if (isInboxCommand(command)) return describeInbox(command, value);
  if (command.kind === 'site-setting') return describeSiteSettings(command, value);
  if (command.kind === 'seed-agent-rounds') {
    const r = value as SeedAgentRoundsReport;
    return (
      `seeded ${r.rounds} rounds over ${r.members} members below ${r.agent} (${r.entries} entries, ${r.postings} postings, ` +
      `${r.deposits} deposits, ${r.withdrawals} withdrawals) in ${(r.ms / 1000).toFixed(1)} s`
    );
  }
  if (command.kind === 'deposits' || command.kind === 'deposit-decide' || command.kind === 'gateway-pay') return describeDeposit(command, value);
  if (command.kind !== 'flags') return describeContent(command as ContentCommand, value);
  // Each flag with what it changes (contract/site-flags.ts).
  const table: Readonly<Record<string, SiteFlagDefinition>> = SITE_FLAG_TABLE;
  return Object.entries(value as Record<string, boolean>)
    .map(([name, enabled]) => `${name.padEnd(22)} ${(enabled ? 'on' : 'off').padEnd(4)}${table[name]?.changes ?? ''}`)
    .join('\n');
}

/**
 * Why the CLI must not open the database itself, or undefined when it may: a platform answers at
 * `baseUrl` (the CLI has no operator key for it), or the data directory's pid file names one.
 */
export async function directDatabaseRefusal(dataDir: string, baseUrl: string): Promise<string | undefined> {
  const answering = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (answering) return `a platform answers at ${baseUrl}: set OPERATOR_KEY to its operator key (the database is not opened beside it)`;
  const running = await runningPlatformOf(dataDir);
  if (running) {
    return `a platform runs on this data directory (pid ${running.pid || '?'}${running.url ? ` at ${running.url}` : ''}): set PLATFORM_URL to its address; the database is not opened beside it (remove ${PID_FILE} in the data directory only if no platform runs)`;
  }
  return undefined;
}

async function run(args: string[]): Promise<number> {
  const demoCode = parseDemoCodeCommand(args);
  if (demoCode) {
    const code = await demoStaffCode(demoCode.name);
    if (code) console.log(code);
    else console.error(`${demoCode.name} is not a demo staff member (owner01, finance01, support01): staff enrolled with their own authenticator have no code here`);
    return code ? 0 : 1;
  }
  const command = parseCommand(args);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  // The platform's own configuration: a bad value stops the CLI too, with one line naming it.
  const config = loadOrExit(() => loadPlatformConfig());
  const baseUrl = platformUrlOf(config);
  const key = config.OPERATOR_KEY ?? (await readOperatorKey(config.dataDir));
  let result: Envelope;
  try {
    if (!key) throw new PlatformUnreachable('no operator key');
    result = await viaApi(command, baseUrl, key);
  } catch (error) {
    if (!(error instanceof PlatformUnreachable)) throw error;
    if (needsPlatform(command)) {
      console.error(`${error.message}; ${command.kind} commands need the running platform (npm start), start it and try again`);
      return 1;
    }
    const refusal = await directDatabaseRefusal(config.dataDir, baseUrl);
    if (refusal) {
      console.error(`${error.message}; ${refusal}`);
      return 1;
    }
    console.error(`${error.message}; using the database directly`);
    result = await viaDatabase(command, config);
  }
  if (!result.success) {
    console.error(`failed: ${result.code ?? 'error'} ${result.message ?? ''}`.trim());
    return 1;
  }
  if (command.kind === 'reconcile') {
    const { text, ok } = describeLedger(command, result.value);
    console.log(text);
    return ok ? 0 : 1;
  }
  console.log(isStaffCommand(command) ? describeStaff(command, result.value, config.BACKOFFICE_PUBLIC_URL) : describe(command, result.value));
  return 0;
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      console.error(error instanceof Error ? `${error.message}${cause}` : error);
      process.exit(1);
    },
  );
}
