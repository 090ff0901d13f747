import 'server-only';
import { z } from 'zod';
import {
  depositChannelsSchema,
  depositOrderSchema,
  depositPromotionSchema,
  depositSettingsSchema,
  voucherReportSchema,
  type DepositChannels,
  type DepositMethod,
  type DepositOrder,
  type DepositPromotion,
  type DepositSettings,
  type VoucherReport,
  type VoucherReportQuery,
} from '@/contract/cashier-deposit';
import { wpsFetch, type WpsCaller } from './client';

/** Deposits (money-and-agents §2.1): the member's channels, orders and records. */

export interface DepositCashier {
  settings: DepositSettings;
  channels: DepositChannels;
}

/** MCSFE_getDepositSettings + MCSFE_getDepositPaymentChannels, read together for the page. */
export async function depositCashier(caller: WpsCaller): Promise<DepositCashier> {
  const [settings, channels] = await Promise.all([
    wpsFetch('/wps/relay/MCSFE_getDepositSettings', { schema: depositSettingsSchema, caller }),
    wpsFetch('/wps/relay/MCSFE_getDepositPaymentChannels', {
      schema: depositChannelsSchema,
      caller,
      query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' },
    }),
  ]);
  return { settings, channels };
}

export function depositPromotions(caller: WpsCaller, query: { amount?: string; vendorId?: string }): Promise<DepositPromotion[]> {
  return wpsFetch('/wps/relay/getDepositPromotions', { schema: z.array(depositPromotionSchema), caller, query });
}

const CREATE_PATHS: Record<DepositMethod, string> = {
  BANK: '/wps/relay/MCSFE_manualTransferByAccountName',
  QR: '/wps/relay/MCSFE_depositByQRImageUrl',
  USDT: '/wps/relay/MCSFE_depositVirtualWallet',
};

/** Creates an order (no money moves until it is approved); `idempotencyKey` is the user action's. */
export function createDeposit(
  caller: WpsCaller,
  method: DepositMethod,
  body: { amount: string; vendorId: string; payeeName?: string; promotionId?: string },
  idempotencyKey: string,
): Promise<DepositOrder> {
  return wpsFetch(CREATE_PATHS[method], { method: 'POST', schema: depositOrderSchema, caller, body, idempotencyKey });
}

export function depositOrder(caller: WpsCaller, depositId: string): Promise<DepositOrder> {
  return wpsFetch('/wps/relay/getDepositConfirmationDetail', { schema: depositOrderSchema, caller, query: { depositId } });
}

export function uploadDepositSlip(caller: WpsCaller, depositId: string, image: string): Promise<DepositOrder> {
  return wpsFetch('/wps/relay/depositUploadImage', { method: 'POST', schema: depositOrderSchema, caller, body: { depositId, image }, timeoutMs: 30_000 });
}

export function remindDeposit(caller: WpsCaller, depositId: string): Promise<{ depositId: string; remindedAt: string }> {
  return wpsFetch('/wps/relay/MCSFE_initiateReminder', {
    method: 'POST',
    schema: z.object({ depositId: z.string(), remindedAt: z.string() }),
    caller,
    body: { depositId },
  });
}

export function cancelDeposit(caller: WpsCaller, depositId: string): Promise<DepositOrder> {
  return wpsFetch('/wps/relay/MCSFE_cancelDeposit', { method: 'POST', schema: depositOrderSchema, caller, body: { depositId } });
}

export function depositRecords(caller: WpsCaller, query: VoucherReportQuery): Promise<VoucherReport> {
  return wpsFetch('/wps/relay/voucherReport', { schema: voucherReportSchema, caller, query: { ...query } });
}
