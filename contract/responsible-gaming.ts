// Responsible gaming (issue 17): the limits a member sets, the reality check, cool-off and
// self-exclusion, the activity statement. Shared by the platform's routes, lib/wps and the forms.
//
// Where a limit counts (the platform enforces it, in the money command's own transaction, under a
// per-member lock):
// - deposit limit: at order creation, counting every order of the period that is new, pending or
//   approved (an order that expires, is cancelled or rejected frees its share). Approval does not
//   check again: the member already paid, and the order was within the limit when it was made.
// - loss limit (stakes − wins) and wager limit (stakes): at each round, before the stake is debited;
//   the round is refused when its stake could take the period over the limit (a round can lose at
//   most its stake).
// - session time limit: minutes since the member's latest login; play is refused after it.
// Periods are Bangkok calendar periods: the day from midnight, the week from Monday, the month from the 1st.
import { z } from 'zod';
import { amountSchema, moneyText } from './money';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Raising or removing a limit waits this long; lowering applies at once. */
export const LIMIT_COOLING_HOURS = 24;
/** The session time limit, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 10, max: 24 * 60 } as const;
/** Reality-check intervals a member may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

export const COOL_OFF_DURATIONS = ['24h', '48h', '72h', '1w', '2w', '4w', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '3y', '5y', 'permanent'] as const;
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionKind = 'coolOff' | 'selfExclusion';

/** Refusal codes (each answer's `value` carries the details: remaining allowance, end time). */
export const RG_CODES = {
  depositLimit: 'rg_deposit_limit',
  lossLimit: 'rg_loss_limit',
  wagerLimit: 'rg_wager_limit',
  sessionLimit: 'rg_session_limit',
  excluded: 'rg_excluded',
  exclusionShorter: 'rg_exclusion_shorter',
} as const;

// --- requests --------------------------------------------------------------------------------

/** A money limit: `amount` null removes it. */
export const moneyLimitBody = z
  .object({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: amountSchema.nullable(),
  })
  .strict();

/** The session time limit in minutes: null removes it. */
export const sessionLimitBody = z
  .object({
    kind: z.literal('session'),
    minutes: z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max).nullable(),
  })
  .strict();

export const setLimitBody = z.union([moneyLimitBody, sessionLimitBody]);
export type SetLimitBody = z.infer<typeof setLimitBody>;

export const realityCheckBody = z
  .object({
    minutes: z
      .number()
      .int()
      .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'reality_check_minutes')
      .nullable(),
  })
  .strict();

export const exclusionBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('coolOff'), duration: z.enum(COOL_OFF_DURATIONS) }).strict(),
  z.object({ kind: z.literal('selfExclusion'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }).strict(),
]);
export type ExclusionBody = z.infer<typeof exclusionBody>;

export const statementQuery = z.object({ month: z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/) }).strict();

// --- answers ---------------------------------------------------------------------------------

const isoTime = z.string();

export const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** `session` for the session time limit. */
  period: z.enum([...LIMIT_PERIODS, 'session']),
  /** Money as "1000.00", or minutes for the session limit ("60"). null: no limit now. */
  current: z.string().nullable(),
  /** A raise or removal waiting out its cooling period (`amount` null = removal). */
  pending: z.object({ amount: z.string().nullable(), effectiveAt: isoTime }).nullable(),
  /** Used this period and what is left (money limits only). */
  used: moneyText.nullable(),
  remaining: moneyText.nullable(),
  periodEndsAt: isoTime.nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const exclusionView = z.object({
  kind: z.enum(['coolOff', 'selfExclusion']),
  startedAt: isoTime,
  /** null: permanent. */
  endsAt: isoTime.nullable(),
});
export type ExclusionView = z.infer<typeof exclusionView>;

export const rgStatus = z.object({
  limits: z.array(limitView),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: exclusionView.nullable(),
  /** This login session: when it started, and the net result of its rounds (wins − stakes). */
  session: z.object({ startedAt: isoTime, net: moneyText, rounds: z.number().int() }),
});
export type RgStatus = z.infer<typeof rgStatus>;

export const statementMonth = z.object({
  month: z.string(),
  deposits: moneyText,
  withdrawals: moneyText,
  stakes: moneyText,
  wins: moneyText,
  net: moneyText,
  rounds: z.number().int(),
  /** Minutes between each game session's first and last round, summed. */
  minutesPlayed: z.number().int(),
  days: z.array(
    z.object({ day: z.string(), deposits: moneyText, withdrawals: moneyText, stakes: moneyText, wins: moneyText, rounds: z.number().int(), minutesPlayed: z.number().int() }),
  ),
});
export type StatementMonth = z.infer<typeof statementMonth>;

/** The `value` of a limit refusal. */
export interface LimitRefusal {
  kind: LimitKind;
  period: LimitPeriod | 'session';
  limit: string;
  remaining: string;
}

/** The `value` of an exclusion refusal. */
export interface ExclusionRefusal {
  kind: ExclusionKind;
  endsAt: string | null;
}
