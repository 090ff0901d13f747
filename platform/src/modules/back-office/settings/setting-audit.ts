// The older per-setting admin routes (POST /admin/status, /admin/flags/:name, /admin/region, PUT
// /admin/resources, /admin/licence, /admin/cashier/payment-details, /admin/rates/:currency,
// /admin/wallets/settings, /admin/referral/settings, /admin/agent-transfers/settings,
// /admin/agent-registration/settings — the ops CLI's) record their change as the group's, with the whole
// group before and after: a group's history and version hold every change, whichever way it came.
import type { FastifyRequest } from 'fastify';
import type { SettingsGroup } from '../../../../../contract/operator-settings';
import type { PlatformContext } from '../../../context';
import { SETTING_OBJECT_TYPE } from './settings-history';
import { GROUP_STORES } from './settings-stores';

export async function asSettingChange<T>(ctx: PlatformContext, request: FastifyRequest, group: SettingsGroup, change: () => Promise<T>): Promise<T> {
  const store = GROUP_STORES[group];
  const before = await store.read(ctx, ctx.db);
  const result = await change();
  request.audit = { objectType: SETTING_OBJECT_TYPE, objectId: group, before, after: await store.read(ctx, ctx.db) };
  return result;
}
