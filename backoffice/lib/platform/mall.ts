import 'server-only';
import { z } from 'zod';
import {
  adminMallItemSchema,
  adminMallOrderSchema,
  redeemRecordSchema,
  type MallDecisionBody,
  type MallItemInput,
  type MallItemPatch,
  type MallOrderAction,
} from '../../../contract/points-mall';
import { adminCall, segment } from './admin-fetch';

// The points mall's catalogue and redeem orders (mall:read to list; mall:edit to change — the
// platform checks it). Approving a bonus item's order credits the member; each order is decided once.

export async function listMallItems(token: string) {
  return (await adminCall({ method: 'GET', path: '/mall/items', token }, z.array(adminMallItemSchema))).value;
}

export async function addMallItem(token: string, input: MallItemInput) {
  return (await adminCall({ method: 'POST', path: '/mall/items', token, body: input }, adminMallItemSchema)).value;
}

export async function changeMallItem(token: string, id: number, patch: MallItemPatch) {
  return (await adminCall({ method: 'POST', path: `/mall/items/${segment(id)}`, token, body: patch }, adminMallItemSchema)).value;
}

export async function listMallOrders(token: string, state: number | undefined) {
  return (await adminCall({ method: 'GET', path: '/mall/orders', token, query: { state: state === undefined ? undefined : String(state) } }, z.array(adminMallOrderSchema))).value;
}

/** Approve or reject an order in process; the platform files it once per order and action (a retry answers the same). */
export async function decideMallOrder(token: string, orderNo: string, action: MallOrderAction, body: MallDecisionBody) {
  return (await adminCall({ method: 'POST', path: `/mall/orders/${segment(orderNo)}/${action}`, token, body }, redeemRecordSchema)).value;
}
