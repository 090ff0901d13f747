// Agent contracts (portal spec §3 Contract, §4 contract states, §7 dividend and salary calls, §9
// periods; money-and-agents §5.6): dividend, daily, hourly and real-time salary. An upline agent
// offers its direct downline agent a contract of tiers; the downline signs or refuses it in the
// consolidated popup; modify and terminate are requests the other side decides. The platform
// settles signed contracts per period and pays one ledger entry per contract and period.
import { z } from 'zod';
import { recordId } from './record-id';

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The agent center page and menu code of each kind (contract/agent-center.ts AGENT_MENU). */
export const CONTRACT_PAGES: Record<ContractKind, { code: string; page: string }> = {
  dividend: { code: 'DIVIDEND', page: 'agentDividendRecordCopy2' },
  daily: { code: 'DAYSAL', page: 'agentDailyWages2' },
  hourly: { code: 'HOURSAL3', page: 'agentHourSalary' },
  realtime: { code: 'RTSALARY3', page: 'agentRealtimeSalary' },
};

/**
 * Contract states (money-and-agents §5.6): P offered and not yet signed, A signed, E signed with a
 * modify request pending, V signed with a terminate request pending, C cancelled (terminated or a
 * withdrawn offer), R refused by the downline. C and R are final.
 */
export const CONTRACT_STATUSES = ['P', 'A', 'E', 'V', 'C', 'R'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** A contract that still stands or is being decided: at most one per kind and downline. */
export const LIVE_STATUSES = ['P', 'A', 'E', 'V'] as const satisfies readonly ContractStatus[];
/** Signed: the contract pays (E and V still run on their signed terms until decided). */
export const SIGNED_STATUSES = ['A', 'E', 'V'] as const satisfies readonly ContractStatus[];

/**
 * Every move a contract can make: action → (from → to). The only place that says which move is
 * allowed; the platform applies each as a compare-and-set on (id, status, version).
 *  - modify (upline): an unsigned offer is re-offered (P → P); a signed one needs the downline's consent (A, E → E).
 *  - terminate (upline): withdrawing an offer cancels it (P → C); a signed one is a request (A, E → V).
 *  - requestTerminate (downline): a signed contract (A, E → V).
 *  - accept / reject (the side asked): P → A / R; E → A with the new terms / A with the old; V → C / A.
 */
export const CONTRACT_TRANSITIONS = {
  modify: { P: 'P', A: 'E', E: 'E' },
  terminate: { P: 'C', A: 'V', E: 'V' },
  requestTerminate: { A: 'V', E: 'V' },
  accept: { P: 'A', E: 'A', V: 'C' },
  reject: { P: 'R', E: 'A', V: 'A' },
} as const satisfies Record<string, Partial<Record<ContractStatus, ContractStatus>>>;
export type ContractAction = keyof typeof CONTRACT_TRANSITIONS | 'offer' | 'auto_terminate';

// --- terms ------------------------------------------------------------------------------------

/** A threshold or fixed amount: a decimal string, two decimals at most. */
const money = z.string().trim().regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'amount_invalid');
/** A percentage, two decimals at most, 0–100. */
const percent = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/, 'rate_invalid')
  .refine((text) => Number(text) <= 100, 'rate_invalid');
const memberCount = z.number().int().min(0).max(1_000_000);
/** 'P' a percentage of the volume, 'F' a fixed amount. */
export const RATE_TYPES = ['P', 'F'] as const;
export type RateType = (typeof RATE_TYPES)[number];
const MAX_TIERS = 10;

export const dailyTier = z.object({ betVolume: money, activeMember: memberCount, rateType: z.enum(RATE_TYPES), rate: money });
export const dailyTerms = z.object({ tiers: z.array(dailyTier).min(1).max(MAX_TIERS) });

/** H every hour, BH every half hour. */
export const HOUR_FREQUENCIES = ['H', 'BH'] as const;
export const hourlyTier = z.object({ minimumBet: money, activeMember: memberCount, rateType: z.enum(RATE_TYPES), rate: money });
export const hourlyTerms = z.object({ frequency: z.enum(HOUR_FREQUENCIES), tiers: z.array(hourlyTier).min(1).max(MAX_TIERS) });

/** D daily, W weekly (Monday to Sunday), H half-month (1st–15th, 16th–end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const dividendTier = z.object({ minimumBet: money, netLoss: money, activeMember: memberCount, contractRate: percent });
export const dividendTerms = z.object({ period: z.enum(DIVIDEND_PERIODS), tiers: z.array(dividendTier).min(1).max(MAX_TIERS) });

/** A lottery game's code, or '*' for every lottery game (LOTT and ELOTT). */
export const ALL_LOTTERY_GAMES = '*';
export const realtimeTier = z.object({ betVolume: money, profitRate: percent, lossRate: percent });
export const realtimeTerms = z.object({
  games: z
    .array(z.object({ gameCode: z.string().trim().regex(/^(\*|[A-Za-z0-9_]{1,40})$/), tiers: z.array(realtimeTier).min(1).max(MAX_TIERS) }))
    .min(1)
    .max(20),
});

export type DailyTerms = z.infer<typeof dailyTerms>;
export type HourlyTerms = z.infer<typeof hourlyTerms>;
export type DividendTerms = z.infer<typeof dividendTerms>;
export type RealtimeTerms = z.infer<typeof realtimeTerms>;
export interface TermsOf {
  dividend: DividendTerms;
  daily: DailyTerms;
  hourly: HourlyTerms;
  realtime: RealtimeTerms;
}
export type ContractTerms = TermsOf[ContractKind];

export const TERMS_SCHEMAS = { dividend: dividendTerms, daily: dailyTerms, hourly: hourlyTerms, realtime: realtimeTerms } as const;
const anyTerms = z.union([dailyTerms, hourlyTerms, dividendTerms, realtimeTerms]);

/** The real-time salary's draw: lottery rounds are grouped in issue windows of this many minutes (spec §9). */
export const REALTIME_DRAW_MINUTES = 5;

/**
 * Caps of a top agent (one without an upline agent), set by the operator (site setting
 * AGENT_CONTRACT_CAPS_KEY): the highest rate it may give; every other agent is capped by its own
 * signed contract of the same kind.
 */
export const contractCaps = z.object({
  daily: z.object({ P: percent, F: money }),
  hourly: z.object({ P: percent, F: money }),
  dividend: z.object({ contractRate: percent }),
  realtime: z.object({ profitRate: percent, lossRate: percent }),
});
export type ContractCaps = z.infer<typeof contractCaps>;
export const AGENT_CONTRACT_CAPS_KEY = 'agentContractCaps';
export const DEFAULT_CONTRACT_CAPS: ContractCaps = {
  daily: { P: '2.00', F: '10000.00' },
  hourly: { P: '1.00', F: '1000.00' },
  dividend: { contractRate: '50.00' },
  realtime: { profitRate: '1.00', lossRate: '1.00' },
};

// --- calls --------------------------------------------------------------------------------------

const id = recordId;

/** POST /wps/agent/contracts: an offer to a direct downline agent. */
export const contractOfferBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dividend'), downlineId: id, terms: dividendTerms }),
  z.object({ kind: z.literal('daily'), downlineId: id, terms: dailyTerms }),
  z.object({ kind: z.literal('hourly'), downlineId: id, terms: hourlyTerms }),
  z.object({ kind: z.literal('realtime'), downlineId: id, terms: realtimeTerms }),
]);
export type ContractOfferBody = z.infer<typeof contractOfferBody>;

/** POST /wps/agent/contracts/:id/modify { terms (of the contract's kind), version? }. */
export const contractModifyBody = z.object({ terms: z.unknown(), version: z.number().int().min(0).optional() });
/** POST /wps/agent/contracts/:id/terminate and /request-terminate { version? }. */
export const contractVersionBody = z.object({ version: z.number().int().min(0).optional() });

/**
 * The popup's decision (MCSFE_process… calls): `status` is the state asked for, as the real
 * platform's buttons send it: for P and E, A accepts and R rejects; for V, C agrees to terminate and
 * A rejects the request.
 */
export const contractDecisionBody = z.object({ id, status: z.enum(['A', 'R', 'C']), version: z.number().int().min(0).optional() });
export type ContractDecisionBody = z.infer<typeof contractDecisionBody>;

export const CONTRACT_DECISION_PATHS: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

const party = z.object({ id: z.number(), account: z.string() });

export const contractView = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  version: z.number(),
  upline: party,
  downline: party,
  terms: anyTerms,
  /** The terms a modify request (E) proposes. */
  pendingTerms: anyTerms.nullable(),
  /** Who asked for the pending E or V ('upline' or 'downline'); null otherwise. */
  requestedBy: z.enum(['upline', 'downline']).nullable(),
  /** 'Y': accepting cancels the downline's own contracts that pay more than this one (spec §4). */
  downlineHigherRate: z.enum(['Y', 'N']),
  createdAt: z.number(),
  updatedAt: z.number(),
  signedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
});
export type ContractView = z.infer<typeof contractView>;

/** GET /wps/agent/contracts?kind=: my contract (from my upline), my cap, my direct downline agents and theirs. */
export const contractsOverview = z.object({
  kind: z.enum(CONTRACT_KINDS),
  mine: contractView.nullable(),
  /** Whether this agent may offer contracts of the kind (a top agent, or one with a signed contract). */
  canOffer: z.boolean(),
  downlines: z.array(z.object({ memberId: z.number(), account: z.string(), nickname: z.string(), contract: contractView.nullable() })),
});
export type ContractsOverview = z.infer<typeof contractsOverview>;

export const contractEvent = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.enum(CONTRACT_STATUSES).nullable(),
  toStatus: z.enum(CONTRACT_STATUSES),
  actor: z.string(),
  terms: anyTerms.nullable(),
  remark: z.string().nullable(),
  at: z.number(),
});
export const contractHistory = z.object({ contract: contractView, events: z.array(contractEvent) });
export type ContractHistory = z.infer<typeof contractHistory>;

/** GET /wps/member/info/funds/consolidated: what the caller must decide now, and the spec's flags. */
export const consolidatedAnswer = z.object({
  items: z.array(contractView),
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});
export type ConsolidatedAnswer = z.infer<typeof consolidatedAnswer>;

// --- settlement ---------------------------------------------------------------------------------

/** Settlement record states (money-and-agents §5.6): P not distributed yet, A disbursed, R rejected. */
export const SETTLEMENT_STATUSES = ['P', 'A', 'R'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Ledger transaction types of the payouts. */
export const SETTLEMENT_TX_TYPES = { dividend: 'dividend', daily: 'daily_wage', hourly: 'hour_wage', realtime: 'realtime_wage' } as const;

/** The ledger key of a payout: one entry per contract and period. */
export const settlementEntryKey = (kind: ContractKind, contractId: number, periodKey: string) => `salary:${kind}:${contractId}:${periodKey}`;

const moneyOut = z.string().regex(/^-?\d+\.\d{2}$/);
export const settlementView = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  contractId: z.number(),
  /** The agent paid (the contract's downline) and who pays it (the upline). */
  agent: z.string(),
  upline: z.string(),
  periodKey: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  teamVolume: moneyOut,
  netLoss: moneyOut,
  activeMembers: z.number(),
  /** 1-based tier hit, null when none. */
  tier: z.number().nullable(),
  rate: z.string().nullable(),
  rateType: z.enum(RATE_TYPES).nullable(),
  amount: moneyOut,
  /** Dividend: the negative team P&L carried in from earlier periods and out to the next. */
  carriedBefore: moneyOut,
  carriedAfter: moneyOut,
  paidAt: z.number().nullable(),
});
export type SettlementView = z.infer<typeof settlementView>;

/** GET /wps/agent/settlements?kind&scope&from&to&page&size. */
export const SETTLEMENT_SCOPES = ['mine', 'team'] as const;
export const settlementQuery = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** mine: paid to me; team: what I paid my direct downline agents. */
  scope: z.enum(SETTLEMENT_SCOPES).default('mine'),
  from: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  to: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SettlementQuery = z.infer<typeof settlementQuery>;
export const settlementPage = z.object({ rows: z.array(settlementView), total: z.number(), page: z.number(), size: z.number(), amount: moneyOut });
export type SettlementPage = z.infer<typeof settlementPage>;

/** What one settlement run did (the operator command prints it). */
export const settlementRunReport = z.object({
  kind: z.enum(CONTRACT_KINDS),
  periods: z.array(z.string()),
  contracts: z.number(),
  created: z.number(),
  paid: z.number(),
  /** Records left P: the upline's balance was short; the next run tries again. */
  unpaid: z.number(),
  amount: moneyOut,
});
export type SettlementRunReport = z.infer<typeof settlementRunReport>;

