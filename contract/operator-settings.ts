// Every operator setting in one place (issue #28 "Settings"): one schema per group, shared by the
// platform's GET /admin/settings and PUT /admin/settings/<group> (platform/src/modules/back-office/settings/)
// and by the back office's forms. A group's value is written whole: the form sends all of it, and
// the platform checks it with the same schema before changing anything. Where a rule already has a
// schema (a receiving account, a link, the licence, the four-eyes thresholds) it is reused from its
// own file, so each rule lives once. An empty value (no link, no licence, no PromptPay id) means the
// portal shows nothing for it.
import { z } from 'zod';
import { agentRegistrationSettingsPatch } from './agent-registration';
import { transferLimitsInOrder } from './agent-transfers';
import { decisionReasonSchema } from './staff-auth';
import { fourEyesSettingsSchema } from './four-eyes';
import { PROMPTPAY_ID, receivingAccountSchema, TRC20_ADDRESS } from './payment-details';
import { referralRulesSchema } from './referral';
import { siteResourcesPatch } from './site-resources';
import { storedLicenceSchema } from './site-licence';
import { regionRulesSchema, systemStatusCodeSchema } from './system';
import { plainLine } from './control-characters';
import { PATTERNS } from './validation-patterns';
import { toMinor } from './money';
import type { Permission } from './staff-permissions';

/** An amount of money in a setting: "0" allowed (no fee, no minimum), at most two decimals. */
const settingAmount = z.string().trim().regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'amount_invalid');
const count = (max: number) => z.number().int('whole_number').min(0, 'too_small').max(max, 'too_large');
const minutes = z.number().int('whole_number').min(1, 'too_small').max(7 * 24 * 60, 'too_large');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid');
const minor = (text: string) => toMinor(text) ?? 0n;
const minNotAboveMax = <T extends { min: string; max: string }>(value: T) => minor(value.min) <= minor(value.max);

// ---- the site as a whole (system:edit) ----

export const systemStatusSettingsSchema = z
  .object({
    status: systemStatusCodeSchema,
    /** What visitors read while the site is under maintenance. */
    maintenance: z.object({ title: plainLine(z.string().trim().max(120)), info: plainLine(z.string().trim().max(500)) }).strict(),
  })
  .strict();

/** Every site flag by name; the platform refuses a name it does not have (no flag invented by a typo). */
export const siteFlagsSettingsSchema = z.record(z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'flag_unknown'), z.boolean());

// ---- where and how members pay (settings:edit) ----

/** The deposit channels the platform offers; the operator sets their limits, fees and whether they are open. */
export const DEPOSIT_CHANNEL_IDS = ['BANKTH', 'TBQR', 'USDT-TRC20'] as const;

export const depositChannelSettingsSchema = z
  .object({
    vendorId: z.enum(DEPOSIT_CHANNEL_IDS),
    enabled: z.boolean(),
    min: settingAmount,
    max: settingAmount,
    /** Per mille of the amount (10 = 1%), bounded by minCharge and maxCharge ("0": no bound), plus chargeFixed. */
    chargePerMille: count(1000),
    chargeFixed: settingAmount,
    minCharge: settingAmount,
    maxCharge: settingAmount,
  })
  .strict()
  .refine(minNotAboveMax, { message: 'min_above_max', path: ['max'] });

export const paymentChannelsSettingsSchema = z
  .object({
    /** Where bank transfers go: one of them is picked for each order (rotation), kept on the order. */
    receivingAccounts: z.array(receivingAccountSchema).max(20),
    promptPayId: z.union([z.literal(''), z.string().regex(PROMPTPAY_ID, 'promptpay_id_invalid')]),
    usdtAddresses: z.array(z.string().regex(TRC20_ADDRESS, 'usdt_address_invalid')).max(20),
    /** THB per USDT, taken when it changes; "" for none (USDT deposits are then not offered). */
    usdtRate: z.union([z.literal(''), settingAmount.refine((rate) => minor(rate) > 0n, 'amount_zero')]),
    depositExpiryMinutes: minutes,
    channels: z
      .array(depositChannelSettingsSchema)
      .length(DEPOSIT_CHANNEL_IDS.length)
      .refine((channels) => new Set(channels.map((channel) => channel.vendorId)).size === channels.length, 'channel_repeated'),
  })
  .strict();

export const withdrawalRulesSettingsSchema = z
  .object({
    /** "HH:mm" in the site's time zone; the same time twice means all day. */
    windowFrom: clockTime,
    windowTo: clockTime,
    min: settingAmount,
    max: settingAmount,
    dailyCount: count(100),
    dailyAmount: settingAmount,
    /** Withdrawals a day without a fee; then feePerMille of the amount, bounded by feeMin and feeMax. */
    freePerDay: count(100),
    feePerMille: count(1000),
    feeMin: settingAmount,
    feeMax: settingAmount,
    /** A paid withdrawal the member did not confirm counts as received after this many minutes. */
    autoConfirmMinutes: minutes,
    /** Turnover each deposit needs before a withdrawal, in per cent of the deposit (100: the deposit once). */
    depositTurnoverPercent: count(10_000),
    /** Unmet turnover hides the withdrawal form (true) or only warns (false). */
    turnoverBlocksWithdrawal: z.boolean(),
    maxCardCount: z.number().int('whole_number').min(1, 'too_small').max(10, 'too_large'),
  })
  .strict()
  .refine(minNotAboveMax, { message: 'min_above_max', path: ['max'] })
  .refine((rules) => minor(rules.feeMax) === 0n || minor(rules.feeMin) <= minor(rules.feeMax), { message: 'min_above_max', path: ['feeMax'] });

export const bonusRulesSettingsSchema = z
  .object({
    /** A withdrawal that would take bonus money with unmet turnover: refused, or the held bonus forfeited first. */
    bonusEarlyWithdrawal: z.enum(['refuse', 'forfeit']),
    /** Referral income (REFERRAL3), as the referral page shows it: shares in basis points (50 = 0.5 %), the cap, the turnover multiple. */
    referral: referralRulesSchema
      .extend({ betShareBps: count(10_000), firstDepositBps: count(10_000), firstDepositCap: settingAmount, turnoverMultiple: count(100) })
      .strict(),
  })
  .strict();

// ---- agents (settings:edit) ----

const positiveAmount = settingAmount.refine((amount) => minor(amount) > 0n, 'amount_zero');

export const agentRulesSettingsSchema = z
  .object({
    /** Agents paying their downlines (transfers and red envelopes): per payee and per day. */
    transfers: z
      .object({ enabled: z.boolean(), minPerTransfer: positiveAmount, maxPerTransfer: positiveAmount, maxPerDay: positiveAmount, maxPayees: z.number().int('whole_number').min(1, 'too_small').max(5_000, 'too_large') })
      .strict()
      .refine((limits) => transferLimitsInOrder({ minPerTransfer: minor(limits.minPerTransfer), maxPerTransfer: minor(limits.maxPerTransfer), maxPerDay: minor(limits.maxPerDay) }), {
        message: 'min_above_max',
        path: ['maxPerTransfer'],
      }),
    /** Accounts one agent may open an hour and a day. */
    registration: agentRegistrationSettingsPatch.required(),
  })
  .strict();

// ---- registration (spec §3 server-driven fields, §5 patterns) ----

/**
 * The registration fields an operator configures. The account's own rules (username, password and
 * its confirmation, mobile number, SMS code, captcha) are the platform's: agents' downline accounts,
 * password changes and phone logins check the same ones, so they are not changed here.
 */
export const CONFIGURABLE_REGISTER_FIELDS = ['payeeName', 'email', 'affiliateCode', 'line', 'whatsapp', 'facebook', 'wechat', 'qqNum', 'idNumber', 'recommenderId'] as const;
export type ConfigurableRegisterField = (typeof CONFIGURABLE_REGISTER_FIELDS)[number];

export const registerFieldSettingsSchema = z
  .object({
    name: z.enum(CONFIGURABLE_REGISTER_FIELDS),
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.number().int().min(0).max(PATTERNS.length - 1, 'pattern_unknown'),
    minLength: z.number().int('whole_number').min(1, 'too_small').max(100, 'too_large'),
    maxLength: z.number().int('whole_number').min(1, 'too_small').max(100, 'too_large'),
  })
  .strict()
  .refine((field) => field.minLength <= field.maxLength, { message: 'min_above_max', path: ['maxLength'] })
  .refine((field) => field.enabled || !field.required, { message: 'required_needs_enabled', path: ['required'] });

export const registrationFieldsSettingsSchema = z
  .object({ fields: z.array(registerFieldSettingsSchema).length(CONFIGURABLE_REGISTER_FIELDS.length) })
  .strict()
  .refine((value) => new Set(value.fields.map((field) => field.name)).size === value.fields.length, { message: 'field_repeated', path: ['fields'] });

// ---- what the portal shows (settings:edit) ----

/** Support channels, app downloads and social accounts: every group given; an empty one shows nothing. */
export const linksSettingsSchema = siteResourcesPatch.required();

/** The licence the portal's footer opens; null shows none. */
export const licenceSettingsSchema = storedLicenceSchema.nullable();

/** One wallet ('seamless') or a wallet per listed vendor ('transfer'; money already there stays the member's). */
export const walletModeSettingsSchema = z
  .object({
    mode: z.enum(['transfer', 'seamless']),
    transferWalletVendors: z.array(z.string().regex(/^[A-Z0-9_]{2,20}$/, 'vendor_code_invalid')).max(50),
  })
  .strict();

// ---- the groups ----

export const OPERATOR_SETTINGS_SCHEMAS = {
  systemStatus: systemStatusSettingsSchema,
  siteFlags: siteFlagsSettingsSchema,
  regionBlocks: regionRulesSchema,
  paymentChannels: paymentChannelsSettingsSchema,
  withdrawalRules: withdrawalRulesSettingsSchema,
  bonusRules: bonusRulesSettingsSchema,
  registrationFields: registrationFieldsSettingsSchema,
  links: linksSettingsSchema,
  licence: licenceSettingsSchema,
  fourEyes: fourEyesSettingsSchema,
  walletMode: walletModeSettingsSchema,
  agentRules: agentRulesSettingsSchema,
} as const;

export type SettingsGroup = keyof typeof OPERATOR_SETTINGS_SCHEMAS;
export const SETTINGS_GROUPS = Object.keys(OPERATOR_SETTINGS_SCHEMAS) as SettingsGroup[];
export type SettingsValue<G extends SettingsGroup> = z.output<(typeof OPERATOR_SETTINGS_SCHEMAS)[G]>;
export type SettingsValues = { [G in SettingsGroup]: SettingsValue<G> };

export const settingsGroupSchema = z.enum(SETTINGS_GROUPS as [SettingsGroup, ...SettingsGroup[]]);

/** What changing a group needs: the site as a whole is system:edit, the rest settings:edit. */
export const SETTINGS_EDIT_PERMISSION: Readonly<Record<SettingsGroup, Permission>> = {
  systemStatus: 'system:edit',
  siteFlags: 'system:edit',
  regionBlocks: 'system:edit',
  paymentChannels: 'settings:edit',
  withdrawalRules: 'settings:edit',
  bonusRules: 'settings:edit',
  registrationFields: 'settings:edit',
  links: 'settings:edit',
  licence: 'settings:edit',
  fourEyes: 'settings:edit',
  walletMode: 'settings:edit',
  agentRules: 'settings:edit',
};

/** Changes that turn members away or move where their money plays: the back office asks again before sending. */
export const RISKY_SETTINGS_GROUPS: ReadonlySet<SettingsGroup> = new Set(['systemStatus', 'walletMode']);

export type SettingsInput<G extends SettingsGroup> = z.input<(typeof OPERATOR_SETTINGS_SCHEMAS)[G]>;
export interface SettingsChange<G extends SettingsGroup> {
  value: SettingsValue<G>;
  reason: string;
  /** The version the change was made over: refused (409 settings_version_conflict) when another change came first. */
  version?: number;
}
type SettingsChangeInput<G extends SettingsGroup> = Omit<SettingsChange<G>, 'value'> & { value: SettingsInput<G> };

/** PUT /admin/settings/<group>: the group's whole value and why it changes (kept in the audit trail). */
export function settingsChangeSchema<G extends SettingsGroup>(group: G): z.ZodType<SettingsChange<G>, SettingsChangeInput<G>> {
  return z
    .object({ value: OPERATOR_SETTINGS_SCHEMAS[group] as z.ZodType, reason: decisionReasonSchema, version: z.number().int().min(0).optional() })
    .strict() as unknown as z.ZodType<SettingsChange<G>, SettingsChangeInput<G>>;
}

/** A group's last recorded change: its version is the number of changes the audit trail holds for it. */
export const settingsVersionSchema = z.object({
  version: z.number().int().min(0),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;

/** GET /admin/settings: every group's current value and version. */
const groupAnswer = <S extends z.ZodType>(value: S) => settingsVersionSchema.extend({ value, editPermission: z.string() });
export const operatorSettingsAnswer = z.object({
  systemStatus: groupAnswer(systemStatusSettingsSchema),
  siteFlags: groupAnswer(siteFlagsSettingsSchema),
  regionBlocks: groupAnswer(regionRulesSchema),
  paymentChannels: groupAnswer(paymentChannelsSettingsSchema),
  withdrawalRules: groupAnswer(withdrawalRulesSettingsSchema),
  bonusRules: groupAnswer(bonusRulesSettingsSchema),
  registrationFields: groupAnswer(registrationFieldsSettingsSchema),
  links: groupAnswer(linksSettingsSchema),
  licence: groupAnswer(licenceSettingsSchema),
  fourEyes: groupAnswer(fourEyesSettingsSchema),
  walletMode: groupAnswer(walletModeSettingsSchema),
  agentRules: groupAnswer(agentRulesSettingsSchema),
} satisfies Record<SettingsGroup, z.ZodType>);
export type OperatorSettings = z.infer<typeof operatorSettingsAnswer>;

/** GET /admin/settings/<group>/history: the group's recorded changes, newest first. */
export const settingsHistoryRow = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type SettingsHistoryRow = z.infer<typeof settingsHistoryRow>;
