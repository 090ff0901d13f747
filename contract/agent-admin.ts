// Agents as the back office and the platform's admin API exchange them (issue #28 "Agents";
// money-and-agents §5.6): the agent tree a page at a time (top-level agents, then one agent's direct
// downline agents when it is opened, or the agents whose account matches a search), one agent's
// contracts with their history, the settlement runs by kind and period, and re-running one period,
// which pays only what was not paid yet.
import { z } from 'zod';
import { businessDay as businessDayAt } from './business-time';
import { CONTRACT_KINDS, CONTRACT_STATUSES, contractEvent, contractView, settlementRunReport, type ContractKind } from './agent-contracts';

const accountText = z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'account_invalid');
const moneyOut = z.string().regex(/^-?\d+\.\d{2}$/);
const page = z.coerce.number({ message: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(100_000, 'page_invalid').default(1);
const size = (max: number, fallback: number) => z.coerce.number({ message: 'size_invalid' }).int('size_invalid').min(1, 'size_invalid').max(max, 'size_invalid').default(fallback);

// --- the tree -------------------------------------------------------------------------------------

/**
 * GET /admin/agents: without `parent` and `q`, the top-level agents (no upline agent); with
 * `parent`, that agent's direct downline agents; with `q`, the agents whose account contains it.
 */
export const agentTreeQuery = z
  .object({
    parent: accountText.optional(),
    q: z.string().trim().min(2, 'search_short').max(40, 'search_long').regex(/^[A-Za-z0-9_]+$/, 'search_invalid').optional(),
    page,
    size: size(50, 25),
  })
  .refine((query) => query.parent === undefined || query.q === undefined, { message: 'parent_or_search', path: ['q'] });
export type AgentTreeQuery = z.output<typeof agentTreeQuery>;

/** One live contract the agent holds from its upline: its kind and state. */
export const contractSummary = z.object({ id: z.number(), kind: z.enum(CONTRACT_KINDS), status: z.enum(CONTRACT_STATUSES) });

export const agentNode = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** 1 for a top-level agent, 2 for its direct downline agents, and so on. */
  level: z.number().int().min(1),
  /** The upline agents' accounts, top first (empty for a top-level agent). */
  path: z.array(z.string()),
  /** Direct downline agents (the node opens when there are any). */
  downlineAgents: z.number().int().min(0),
  /** Everyone below the agent, at any depth: agents and players. */
  members: z.number().int().min(0),
  contracts: z.array(contractSummary),
});
export type AgentNode = z.infer<typeof agentNode>;

export const agentTreePage = z.object({ rows: z.array(agentNode), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type AgentTreePage = z.infer<typeof agentTreePage>;

// --- one agent's contracts ----------------------------------------------------------------------------

/** GET /admin/agents/:account/contracts: the agent and the contracts it holds from its upline, newest first, each with its history. */
export const agentContractsAnswer = z.object({
  agent: agentNode,
  contracts: z.array(z.object({ contract: contractView, events: z.array(contractEvent) })),
});
export type AgentContractsAnswer = z.infer<typeof agentContractsAnswer>;

// --- settlement runs --------------------------------------------------------------------------------

/** The runs by name (`npm run ops -- settle <run>`) and the contract kind each settles. */
export const SETTLEMENT_RUNS = { dividend: 'dividend', 'daily-salary': 'daily', 'hourly-salary': 'hourly', 'realtime-salary': 'realtime' } as const satisfies Record<string, ContractKind>;
export type SettlementRunName = keyof typeof SETTLEMENT_RUNS;
export const SETTLEMENT_RUN_NAMES = Object.keys(SETTLEMENT_RUNS) as [SettlementRunName, ...SettlementRunName[]];
/** Runs that may name one hour of the day (every hour of it otherwise). */
export const HOURLY_RUNS: readonly SettlementRunName[] = ['hourly-salary', 'realtime-salary'];

export const runOfKind = (kind: ContractKind): SettlementRunName => SETTLEMENT_RUN_NAMES.find((name) => SETTLEMENT_RUNS[name] === kind)!;

/** GET /admin/agents/settlement-runs?kind&page&size. */
export const settlementRunsQuery = z.object({ kind: z.enum(CONTRACT_KINDS, { message: 'kind_invalid' }).optional(), page, size: size(100, 25) });
export type SettlementRunsQuery = z.output<typeof settlementRunsQuery>;

/** What the records of a kind and period add up to: how many, in which state, and what was paid. */
export const periodTotals = z.object({
  records: z.number().int(),
  /** A: disbursed. */
  paid: z.number().int(),
  /** P: not distributed yet (the upline was short); every later run tries them again. */
  unpaid: z.number().int(),
  /** R: rejected, never paid. */
  failed: z.number().int(),
  paidAmount: moneyOut,
  unpaidAmount: moneyOut,
});
export type PeriodTotals = z.infer<typeof periodTotals>;

/** One settlement run as its records show it: a kind and a period, when its records were made and last paid. */
export const settlementRunRow = periodTotals.extend({
  kind: z.enum(CONTRACT_KINDS),
  run: z.enum(SETTLEMENT_RUN_NAMES),
  periodKey: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** When the period was settled (its first record made). */
  ranAt: z.number(),
  lastPaidAt: z.number().nullable(),
});
export type SettlementRunRow = z.infer<typeof settlementRunRow>;
export const settlementRunsPage = z.object({ rows: z.array(settlementRunRow), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type SettlementRunsPage = z.infer<typeof settlementRunsPage>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day that exists, 'YYYY-MM-DD'. */
export const businessDay = z
  .string({ message: 'day_invalid' })
  .trim()
  .refine((text) => {
    const match = DAY.exec(text);
    if (!match) return false;
    const [y, m, d] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'day_invalid');

/** The business day (contract/business-time.ts, spec §9) `back` days before `now`, 'YYYY-MM-DD'. */
export const businessDayBefore = (back: number, now = Date.now()) => businessDayAt(now - back * 86_400_000);

/**
 * POST /admin/agents/settlement-runs: settle one business day again (or one hour of it, for the
 * hourly and real-time salaries). Pays only what was not paid yet: a record already paid is never
 * paid again, whoever runs it and however often.
 */
export const settlementRerunInput = z
  .object({
    run: z.enum(SETTLEMENT_RUN_NAMES, { message: 'run_invalid' }),
    day: businessDay,
    hour: z.number({ message: 'hour_invalid' }).int('hour_invalid').min(0, 'hour_invalid').max(23, 'hour_invalid').optional(),
  })
  .refine((input) => input.hour === undefined || HOURLY_RUNS.includes(input.run), { message: 'hour_not_allowed', path: ['hour'] });
export type SettlementRerunInput = z.input<typeof settlementRerunInput>;

export const settlementRerunResult = z.object({
  run: z.enum(SETTLEMENT_RUN_NAMES),
  day: z.string(),
  hour: z.number().nullable(),
  /** What this call did: records made and paid now (earlier unpaid records of the kind included). */
  report: settlementRunReport,
  /** The period's records before the call (what was already paid stays paid, once) and after it. */
  before: periodTotals,
  after: periodTotals,
});
export type SettlementRerunResult = z.infer<typeof settlementRerunResult>;

