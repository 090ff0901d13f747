// Exchange rates the cashier converts with (money-and-agents §2: USDT deposits), each with the time
// it was taken, which the deposit page shows beside it. The platform reads them from its rate
// source (platform/src/modules/cashier/rules/exchange-rates.ts): the operator's own rate by default (PUT
// /admin/rates/USDT, `npm run ops -- rate USDT 36.50`), or a feed plugged in instead.
import { z } from 'zod';
import { amountSchema, moneyText } from './money';

export const RATE_CURRENCIES = ['USDT'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const rateCurrencyParam = z.object({ currency: z.enum(RATE_CURRENCIES) });

/** PUT /admin/rates/:currency: THB per one unit, e.g. "36.50" (taken now). */
export const rateBody = z.object({ rate: amountSchema }).strict();

/** A rate as the operator and the cashier see it. */
export const exchangeRateSchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  /** THB per one unit. */
  rate: moneyText,
  /** When the rate was taken (ISO 8601). */
  at: z.string(),
  /** Where it came from: `operator` for the operator's own rate, else the feed's name. */
  source: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
