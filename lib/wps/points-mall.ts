import 'server-only';
import {
  convertAnswerSchema,
  mallItemsSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointDetailsSchema,
  redeemAnswerSchema,
  redeemListSchema,
  type ConvertRequest,
  type RedeemRequest,
} from '@/contract/points-mall';
import { wpsFetch, type WpsCaller } from './client';

// The points mall (PTSYS3, money-and-agents §4). Shapes: contract/points-mall.ts.

/** The mall's home in one go: points balance, settings, catalogue. */
export async function mallOverview(caller: WpsCaller) {
  const [balance, config, catalogue] = await Promise.all([
    wpsFetch('/wps/relay/MCSFE_getPointBalance', { schema: pointBalanceSchema, caller }),
    wpsFetch('/wps/relay/MCSFE_getPointConfig', { schema: pointConfigSchema, caller }),
    wpsFetch('/wps/relay/MCSFE_getPointReward', { schema: mallItemsSchema, caller }),
  ]);
  return { balance: balance.balance, config, items: catalogue.items };
}
export type MallOverview = Awaited<ReturnType<typeof mallOverview>>;

/** GET /wps/relay/MCSFE_getRedeemPointList (token). */
export const redeemList = (caller: WpsCaller, query: { page: number; size: number; state?: number }) =>
  wpsFetch('/wps/relay/MCSFE_getRedeemPointList', { schema: redeemListSchema, caller, query: { page: String(query.page), size: String(query.size), ...(query.state === undefined ? {} : { state: String(query.state) }) } });

/** GET /wps/relay/MCSFE_getPointDetails (token). */
export const pointDetails = (caller: WpsCaller, query: { page: number; size: number; direction: string }) =>
  wpsFetch('/wps/relay/MCSFE_getPointDetails', { schema: pointDetailsSchema, caller, query: { page: String(query.page), size: String(query.size), direction: query.direction } });

/** POST /wps/relay/passwordCheck/MCSFE_redeemPointReward (token, encrypt, Idempotency-Key). */
export const redeemPointReward = (caller: WpsCaller, body: RedeemRequest, idempotencyKey: string) =>
  wpsFetch('/wps/relay/passwordCheck/MCSFE_redeemPointReward', { schema: redeemAnswerSchema, caller, method: 'POST', body, encrypt: true, idempotencyKey });

/** POST /wps/relay/passwordCheck/MCSFE_convertPoint (token, encrypt, Idempotency-Key). */
export const convertPoint = (caller: WpsCaller, body: ConvertRequest, idempotencyKey: string) =>
  wpsFetch('/wps/relay/passwordCheck/MCSFE_convertPoint', { schema: convertAnswerSchema, caller, method: 'POST', body, encrypt: true, idempotencyKey });
