// Operator API for where members pay and at what rate (settings permissions): GET and PUT
// /admin/cashier/payment-details (receiving bank accounts, PromptPay id, USDT addresses; PUT takes
// any subset) and GET /admin/rates, PUT and DELETE /admin/rates/:currency (the operator's own rate,
// taken now). A deposit channel is offered only once its details (and, for USDT, a rate) are set.
import type { FastifyPluginAsync } from 'fastify';
import { RATE_CURRENCIES, rateBody, rateCurrencyParam } from '../../../../../contract/exchange-rates';
import { toMinor } from '../../../../../contract/money';
import { paymentDetailsPatch } from '../../../../../contract/payment-details';
import type { RoutesOptions } from '../../../context';
import { paymentDetailsOf, readCashierSettings, updatePaymentDetails } from '../queries/cashier-settings';
import { ApiError, ok } from '../../../core/http/envelope';
import { OperatorRateSource, rateView, setOperatorRate } from '../rules/exchange-rates';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { asSettingChange } from '../../../core/admin/admin-audit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';

const feedRates = () => new ApiError(409, 'rate_source_feed', 'Rates come from a feed on this platform: they are not set by hand');

export const adminCashierRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  guardAdmin(app, ctx);

  app.get('/cashier/payment-details', async () => ok(paymentDetailsOf(await readCashierSettings(ctx.db))));

  app.put('/cashier/payment-details', { schema: { body: bodyOrEmpty(paymentDetailsPatch) } }, async (request) => {
    const patch = request.body;
    return ok(await asSettingChange(ctx, request, 'paymentChannels', () => updatePaymentDetails(ctx.db, patch)));
  });

  app.get('/rates', async () => {
    const quotes = await Promise.all(RATE_CURRENCIES.map((currency) => ctx.rates.quote(currency)));
    return ok(quotes.filter((quote) => quote !== undefined).map(rateView));
  });

  app.put('/rates/:currency', { schema: { params: rateCurrencyParam, body: bodyOrEmpty(rateBody) } }, async (request) => {
    const { currency } = request.params;
    const { rate } = request.body;
    if (!(ctx.rates instanceof OperatorRateSource)) throw feedRates();
    await asSettingChange(ctx, request, 'paymentChannels', () => setOperatorRate(ctx.db, currency, toMinor(rate.trim())!));
    return ok(rateView((await ctx.rates.quote(currency))!));
  });

  /** No rate: the channels that need it are not offered until one is set again. */
  app.delete('/rates/:currency', { schema: { params: rateCurrencyParam } }, async (request) => {
    const { currency } = request.params;
    if (!(ctx.rates instanceof OperatorRateSource)) throw feedRates();
    await asSettingChange(ctx, request, 'paymentChannels', () => setOperatorRate(ctx.db, currency, undefined));
    return ok(null);
  });
};
