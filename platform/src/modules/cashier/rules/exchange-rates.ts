// Where the cashier's exchange rates come from (contract/exchange-rates.ts): a rate source answers
// the current rate of a currency with the time it was taken, or nothing when it has none — then the
// channel that needs it is not offered. The local source is the operator's own rate, kept in the
// settings table (key `exchange.rates`) with the time it was set; a feed of a rate provider plugs in
// as another RateSource (buildPlatform's `rates.source`, docs/money.md).
import { fromMinor } from '../../../../../contract/money';
import type { ExchangeRate, RateCurrency } from '../../../../../contract/exchange-rates';
import type { Executor } from '../../../core/database/client';
import { readSetting, writeSetting } from '../../../core/database/settings';

export interface RateQuote {
  currency: RateCurrency;
  /** THB per one unit, in satang. */
  rate: bigint;
  at: Date;
  source: string;
}

export interface RateSource {
  quote(currency: RateCurrency): Promise<RateQuote | undefined>;
}

export const RATES_SETTING_KEY = 'exchange.rates';

/** As stored: satang per unit (a JSON number) and the ISO time it was set. */
type StoredRates = Partial<Record<RateCurrency, { rate: number; at: string }>>;

async function storedRates(ex: Executor): Promise<StoredRates> {
  return (await readSetting<StoredRates>(ex, RATES_SETTING_KEY)) ?? {};
}

/** The operator's rate, set now; `undefined` removes it. */
export async function setOperatorRate(ex: Executor, currency: RateCurrency, rate: bigint | undefined, now = new Date()): Promise<void> {
  const rates = await storedRates(ex);
  if (rate === undefined) delete rates[currency];
  else rates[currency] = { rate: Number(rate), at: now.toISOString() };
  await writeSetting(ex, RATES_SETTING_KEY, rates);
}

/** The local rate source: what the operator set, with the time it was set. */
export class OperatorRateSource implements RateSource {
  constructor(private readonly ex: Executor) {}

  async quote(currency: RateCurrency): Promise<RateQuote | undefined> {
    const stored = (await storedRates(this.ex))[currency];
    return stored ? { currency, rate: BigInt(stored.rate), at: new Date(stored.at), source: 'operator' } : undefined;
  }
}

export function rateView(quote: RateQuote): ExchangeRate {
  return { currency: quote.currency, rate: fromMinor(quote.rate), at: quote.at.toISOString(), source: quote.source };
}
