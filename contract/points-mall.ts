// The points mall (PTSYS3, portal spec §3 points, §4 points redeem states, §5 points exchange,
// money-and-agents §4): points balance and settings, the catalogue, the redeem (exchange) behind
// the funds password, redeem history, points details and the conversion of points to balance.
// Shared by the platform's routes, lib/wps and the pages.
import { z } from 'zod';
import { localizedText } from './content-admin';
import { plainLine, plainText } from './control-characters';
import { amountSchema } from './money';
import { recordIdParam } from './record-id';

/** Redeem states (spec §4): In Process (applying), Approved (passed), Rejected. */
export const REDEEM_STATE = { inProcess: 0, approved: 1, rejected: 2 } as const;
export type RedeemState = (typeof REDEEM_STATE)[keyof typeof REDEEM_STATE];

/** Point types of the journal (spec §3: live, lottery, pvp, rng, sports, redeem, deposit; plus ours). */
export const POINT_TYPES = ['live', 'lottery', 'pvp', 'rng', 'sports', 'fish', 'deposit', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const MALL_ITEM_KINDS = ['goods', 'bonus'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/** A points amount: a positive whole number (points have no fractions). */
const wholePoints = z.coerce.number().int().min(1).max(1_000_000_000);

export const MALL_ADDRESS_MAX = 200;
export const MALL_RECIPIENT_MAX = 60;

/** Thai-style or international phone digits (the shipping contact). */
export const MALL_PHONE = /^\+?[0-9]{9,15}$/;

// ---- reads ----

export const pointBalanceSchema = z.object({ balance: z.number().int() });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointConfigSchema = z.object({
  /** Valid bet (baht, as text) per point, by product type (RNG, LIVE, SPORTS …). */
  betPerPoint: z.record(z.string(), z.string()),
  /** Deposit (baht, as text) per point; null when deposits earn none. */
  depositPerPoint: z.string().nullable(),
  /** Conversion to balance: points per baht and the smallest conversion. */
  pointsPerBaht: z.number().int(),
  minConvertPoints: z.number().int(),
  convertTurnoverMultiple: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const mallItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  /** Bonus credit per unit (baht as text), "0.00" for goods. */
  bonusAmount: z.string(),
  pointsPrice: z.number().int(),
  stock: z.number().int(),
  maxPerOrder: z.number().int(),
});
export type MallItem = z.infer<typeof mallItemSchema>;
export const mallItemsSchema = z.object({ items: z.array(mallItemSchema) });

export const redeemRecordSchema = z.object({
  orderNo: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  bonusAmount: z.string(),
  state: z.number().int(),
  recipient: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const redeemListQuery = pageQuery.extend({ state: z.coerce.number().int().min(0).max(2).optional() });
export const redeemListSchema = z.object({ records: z.array(redeemRecordSchema), total: z.number().int(), totalPages: z.number().int() });
export type RedeemList = z.infer<typeof redeemListSchema>;

export const pointDetailSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_TYPES),
  change: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.number().int(),
});
export type PointDetail = z.infer<typeof pointDetailSchema>;
export const pointDetailsQuery = pageQuery.extend({ direction: z.enum(['all', 'earned', 'spent']).default('all') });
export const pointDetailsSchema = z.object({ records: z.array(pointDetailSchema), total: z.number().int(), totalPages: z.number().int() });
export type PointDetails = z.infer<typeof pointDetailsSchema>;

// ---- commands (encrypted, behind the funds password: /wps/relay/passwordCheck/…) ----

/** POST /wps/relay/passwordCheck/MCSFE_redeemPointReward */
export const redeemRequestSchema = z
  .object({
    itemId: recordIdParam,
    quantity: z.coerce.number().int().min(1).max(1000),
    password: z.string().min(1).max(64),
    recipient: plainLine(z.string().trim().max(MALL_RECIPIENT_MAX)).optional(),
    address: plainText(z.string().trim().max(MALL_ADDRESS_MAX)).optional(),
    phone: z.string().trim().regex(MALL_PHONE, 'phone_invalid').optional(),
  })
  .strict();
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;
export const redeemAnswerSchema = z.object({ order: redeemRecordSchema, balance: z.number().int() });
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_convertPoint */
export const convertRequestSchema = z.object({ points: wholePoints, password: z.string().min(1).max(64) }).strict();
export type ConvertRequest = z.infer<typeof convertRequestSchema>;
export const convertAnswerSchema = z.object({ points: z.number().int(), amount: z.string(), balance: z.number().int() });
export type ConvertAnswer = z.infer<typeof convertAnswerSchema>;

// ---- the operator's catalogue and orders (admin API; the back office's forms use the same schemas) ----

export const MALL_ITEM_STATUSES = ['active', 'hidden'] as const;
export type MallItemStatus = (typeof MALL_ITEM_STATUSES)[number];

/** A name or description: text per language (English required), or one plain text taken as English. */
const itemText = (max: number) =>
  z.union([plainLine(z.string().trim().min(1, 'text_required').max(max, 'text_too_long')).transform((en) => ({ en }) as Record<string, string>), localizedText(max)]);

const whole = (max: number) => z.coerce.number({ message: 'number_invalid' }).int('number_invalid').min(0, 'number_invalid').max(max, 'number_invalid');

const mallItemFields = z
  .object({
    name: itemText(120),
    description: itemText(1000).optional(),
    kind: z.enum(MALL_ITEM_KINDS, { message: 'kind_invalid' }),
    /** A bonus item's credit per unit; goods have none. */
    bonusAmount: amountSchema.optional(),
    turnoverMultiple: whole(100).optional(),
    pointsPrice: z.coerce.number({ message: 'number_invalid' }).int('number_invalid').min(1, 'number_invalid').max(100_000_000, 'number_invalid'),
    stock: whole(10_000_000),
    /** At most this many per order (0: no limit beyond stock). */
    maxPerOrder: whole(1000).optional(),
    status: z.enum(MALL_ITEM_STATUSES).optional(),
    sort: whole(100_000).optional(),
  })
  .strict();

/** POST /admin/mall/items: a new catalogue item. A bonus item needs its amount. */
export const mallItemInput = mallItemFields.refine((item) => item.kind !== 'bonus' || item.bonusAmount !== undefined, { message: 'bonus_amount_required', path: ['bonusAmount'] });
export type MallItemInput = z.input<typeof mallItemInput>;

/** POST /admin/mall/items/:id: any of the item's fields (show or hide it: `status`). */
export const mallItemPatch = mallItemFields.partial().strict();
export type MallItemPatch = z.input<typeof mallItemPatch>;

/** One row of GET /admin/mall/items: what members see plus what only staff set. */
export const adminMallItemSchema = mallItemSchema.extend({
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  status: z.enum(MALL_ITEM_STATUSES),
  sort: z.number().int(),
  turnoverMultiple: z.number().int(),
});
export type AdminMallItem = z.infer<typeof adminMallItemSchema>;

/** The actions POST /admin/mall/orders/:orderNo/:action takes on an order still in process. */
export const MALL_ORDER_ACTIONS = ['approve', 'reject'] as const;
export type MallOrderAction = (typeof MALL_ORDER_ACTIONS)[number];
export const mallOrderNo = z.string().regex(/^[A-Z0-9]{6,40}$/);
export const mallDecisionBody = z.object({ remark: z.string().trim().max(500, 'remark_too_long').optional() });
export type MallDecisionBody = z.infer<typeof mallDecisionBody>;

/** One row of GET /admin/mall/orders: the order and whose it is. */
export const adminMallOrderSchema = redeemRecordSchema.extend({ memberId: z.number().int(), account: z.string().nullable().default(null) });
export type AdminMallOrder = z.infer<typeof adminMallOrderSchema>;
export const adminMallOrderQuery = z.object({
  state: z.coerce.number().int().min(0).max(2).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(100),
});
