// The merchant wallet (modules/ledger/rules/wallet-settings.ts): GET /wps/relay/GCS_getMerchantWallet tells the
// portal whether there is one wallet (isSingle: no transferFund page) and which vendors keep one;
// GET and PUT /admin/wallets/settings (settings:read, settings:edit) read and change it, and
// revalidate the portal's copy.
import type { FastifyPluginAsync } from 'fastify';
import { TAGS } from '../../../../../contract/cache-tags';
import type { MerchantWalletAnswer } from '../../../../../contract/cashier-records';
import type { RoutesOptions } from '../../../context';
import { ok } from '../../../core/http/envelope';
import { notifyRevalidate } from '../../../core/http/revalidate';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import { walletModeSettingsSchema } from '../../../../../contract/operator-settings';
import { isSingleWallet, readWalletSettings, transferWalletVendorsOf, updateWalletSettings, type WalletSettings } from '../rules/wallet-settings';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';

const merchantWallet = (settings: WalletSettings): MerchantWalletAnswer => ({ isSingle: isSingleWallet(settings), vendors: transferWalletVendorsOf(settings) });

export const merchantWalletRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  app.get('/wps/relay/GCS_getMerchantWallet', async () => ok(merchantWallet(await readWalletSettings(ctx.db))));
};

export const adminMerchantWalletRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/wallets/settings', async () => ok(await readWalletSettings(ctx.db)));

  /** Any of `mode` and `transferWalletVendors`. Money already in a vendor wallet stays the member's: "return all" brings it back. */
  app.put('/wallets/settings', { schema: { body: bodyOrEmpty(walletModeSettingsSchema.partial()) } }, async (request) => {
    const patch = request.body;
    const settings = await asSettingChange(ctx, request, 'walletMode', () => updateWalletSettings(ctx.db, patch));
    await notifyRevalidate(ctx.revalidate, [TAGS.merchantWallet], request.log);
    return ok(settings);
  });
};
