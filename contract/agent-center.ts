// The agent center's menu (spec §2 agent center pages; money-and-agents §5.1): codes in the spec's
// order, the page each opens under /agentHome, and the flag that must be on for it to show. The
// platform decides which entries an agent sees (GET /wps/agent/menu); the portal renders them.
import { z } from 'zod';

/** The site flags behind menu entries (contract/site-flags.ts): the one switch the operator's `flag` command writes. */
export const AGENT_FLAGS = ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary', 'toUpline'] as const;
export type AgentFlag = (typeof AGENT_FLAGS)[number];

export interface AgentMenuEntry {
  code: string;
  /** The page under /agentHome ('' is /agentHome itself, the team overview). */
  page: string;
  /** A site flag that must be on (and for contracts the agent's own contract state). */
  flag?: AgentFlag;
  /** Shown whatever the white-label modules say (money-and-agents §5.1). */
  always?: boolean;
}

export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { code: 'AGENTANNOUNCE3', page: 'agentAnnouncement', always: true },
  { code: 'AGEINFO3', page: '', always: true },
  { code: 'REGCEN', page: 'registerCenter' },
  { code: 'DOWNMAN', page: 'downlineManagmentView' },
  { code: 'TRANSBETREPMEM3', page: 'personalHistoryCopy' },
  { code: 'AGETEAMPNL3', page: 'palStatementsAgentCopy' },
  { code: 'AGEREV3', page: 'agentRevenueReport' },
  { code: 'AGEDOWNTRANS3', page: 'agentDownlineTransactionDetailsCopy', always: true },
  { code: 'AGENTRANSMULTDOWN3', page: 'agentRedRain' },
  { code: 'AGETRANSFERUP3', page: 'agentTransferUpline', flag: 'toUpline' },
  { code: 'DIVIDEND', page: 'agentDividendRecordCopy2', flag: 'enableCt' },
  { code: 'DAYSAL', page: 'agentDailyWages2', flag: 'salary' },
  { code: 'HOURSAL3', page: 'agentHourSalary', flag: 'hourSalary' },
  { code: 'RTSALARY3', page: 'agentRealtimeSalary', flag: 'agentRealtimeSalary' },
  { code: 'MESSAGEV2', page: 'messageV2', always: true },
];

/** The page path of a menu code, for links: /agentHome or /agentHome/<page>. */
export function agentPagePath(code: string): string | undefined {
  const entry = AGENT_MENU.find((e) => e.code === code);
  if (!entry) return undefined;
  return entry.page ? `/agentHome/${entry.page}` : '/agentHome';
}

/** The value of GET /wps/agent/menu: the codes this agent sees, in menu order, and the flags behind them. */
export const agentMenuAnswer = z.object({
  codes: z.array(z.string()),
  flags: z.object(Object.fromEntries(AGENT_FLAGS.map((f) => [f, z.boolean()])) as Record<AgentFlag, z.ZodBoolean>),
});
export type AgentMenuAnswer = z.infer<typeof agentMenuAnswer>;

/**
 * Who counts as an active member in a period (money-and-agents §5.2: configurable): at least this
 * much deposited and bet, on at least this many distinct days. Money as decimal strings.
 */
export const activeMemberRule = z.object({
  minDeposit: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  minValidBet: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  minBettingDays: z.number().int().min(0).max(31),
});
export type ActiveMemberRule = z.infer<typeof activeMemberRule>;
export const ACTIVE_MEMBER_SETTINGS_KEY = 'activeMember';
export const DEFAULT_ACTIVE_MEMBER_RULE: ActiveMemberRule = { minDeposit: '0.00', minValidBet: '100.00', minBettingDays: 1 };
