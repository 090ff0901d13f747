// Rebates per product series (money-and-agents §5.3 "upper bounds", §5.4 "series rebate can not be
// lowered"). The platform's ceilings (an operator setting) bound every rate; an agent gives a
// downline at most its own rate and never lowers a rate once given. Rates are basis points.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_REBATE_CEILINGS,
  formatRate,
  GLOBAL_REBATE_SETTINGS_KEY,
  parseRate,
  REBATE_MAX_BP,
  REBATE_SERIES,
  type RebateBound,
  type RebateSeries,
  type SeriesRate,
} from '../../../../../contract/agent-team';
import type { Executor } from '../../../core/database/client';
import { memberRebates } from '../schema-agent-team';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { ApiError } from '../../../core/http/envelope';

export type Rates = Record<RebateSeries, number>;

// The series at fault goes in `fields` (the portal shows the error beside that series' input).
export const rebateErrors = {
  invalid: (series: string) => new ApiError(400, 'invalid.rebate.value', `Invalid rebate value for ${series}`, { fields: { [series]: { kind: 'invalid' } } }),
  aboveMax: (series: RebateSeries, max: number) =>
    new ApiError(400, 'rebate.exceeds.max', `The rebate for ${series} can be at most ${formatRate(max)}`, { fields: { [series]: { kind: 'max', max: formatRate(max) } } }),
  lowered: (series: RebateSeries, min: number) =>
    new ApiError(400, 'downline.rebate.update.lower.reb', `The rebate for ${series} can not be lowered below ${formatRate(min)}`, {
      fields: { [series]: { kind: 'min', min: formatRate(min) } },
    }),
};

const zeroRates = (): Rates => Object.fromEntries(REBATE_SERIES.map((s) => [s, 0])) as Rates;

/** The ceilings: the operator's setting over the defaults, each clamped to 0–100 %. */
export async function readRebateCeilings(ex: Executor): Promise<Rates> {
  const stored = (await readSetting<Partial<Record<string, number>>>(ex, GLOBAL_REBATE_SETTINGS_KEY)) ?? {};
  return Object.fromEntries(
    REBATE_SERIES.map((s) => {
      const value = stored[s];
      return [s, Number.isSafeInteger(value) && value! >= 0 && value! <= REBATE_MAX_BP ? value! : DEFAULT_REBATE_CEILINGS[s]];
    }),
  ) as Rates;
}

/** Operator: new ceilings as percent texts ("10.00"); series left out keep theirs. */
export async function writeRebateCeilings(ex: Executor, input: Record<string, unknown>): Promise<Rates> {
  const current = await readRebateCeilings(ex);
  for (const [series, text] of Object.entries(input)) {
    if (!(REBATE_SERIES as readonly string[]).includes(series)) throw rebateErrors.invalid(series);
    const bp = parseRate(text);
    if (bp === undefined) throw rebateErrors.invalid(series);
    current[series as RebateSeries] = bp;
  }
  await writeSetting(ex, GLOBAL_REBATE_SETTINGS_KEY, current);
  return current;
}

/** Each member's rates (0 where none is set). */
export async function ratesOf(ex: Executor, memberIds: number[]): Promise<Map<number, Rates>> {
  const result = new Map(memberIds.map((id) => [id, zeroRates()]));
  if (memberIds.length === 0) return result;
  const rows = await ex.select().from(memberRebates).where(inArray(memberRebates.memberId, memberIds));
  for (const row of rows) {
    const rates = result.get(row.memberId);
    if (rates && row.series in rates) rates[row.series as RebateSeries] = row.rateBp;
  }
  return result;
}

export async function rateOf(ex: Executor, memberId: number): Promise<Rates> {
  return (await ratesOf(ex, [memberId])).get(memberId)!;
}

/** The same member's rates, locked until the transaction ends (an edit reads, checks and writes them). */
export async function lockedRatesOf(ex: Executor, memberId: number): Promise<Rates> {
  const rows = await ex.select().from(memberRebates).where(eq(memberRebates.memberId, memberId)).for('update');
  const rates = zeroRates();
  for (const row of rows) if (row.series in rates) rates[row.series as RebateSeries] = row.rateBp;
  return rates;
}

/** What an agent may give: the lower of its own rate and the ceiling, per series. */
export function maxRates(own: Rates, ceilings: Rates): Rates {
  return Object.fromEntries(REBATE_SERIES.map((s) => [s, Math.min(own[s], ceilings[s])])) as Rates;
}

/**
 * The rates asked for, checked: each a plain percent text (invalid.rebate.value otherwise — "1e3",
 * "-1", "NaN", numbers, long strings), at least `min` (never lowered) and at most `max`. Series
 * left out keep `min` (0 for a new account, the current rate for an edit).
 */
export function checkRates(input: Partial<Record<string, unknown>>, bounds: { min: Rates; max: Rates }): Rates {
  const rates = { ...bounds.min };
  for (const [series, text] of Object.entries(input)) {
    if (!(REBATE_SERIES as readonly string[]).includes(series)) throw rebateErrors.invalid(series);
    const s = series as RebateSeries;
    const bp = parseRate(text);
    if (bp === undefined) throw rebateErrors.invalid(s);
    if (bp < bounds.min[s]) throw rebateErrors.lowered(s, bounds.min[s]);
    if (bp > bounds.max[s] && bp > bounds.min[s]) throw rebateErrors.aboveMax(s, bounds.max[s]);
    rates[s] = bp;
  }
  return rates;
}

/** Writes a member's rates (every series; rows of 0 too, so the member's rates are explicit). */
export async function writeRates(ex: Executor, memberId: number, rates: Rates): Promise<void> {
  const now = new Date();
  await ex
    .insert(memberRebates)
    .values(REBATE_SERIES.map((series) => ({ memberId, series, rateBp: rates[series], updatedAt: now })))
    .onConflictDoUpdate({
      target: [memberRebates.memberId, memberRebates.series],
      set: { rateBp: sql`excluded.rate_bp`, updatedAt: now },
    });
}

export function seriesRates(rates: Rates): SeriesRate[] {
  return REBATE_SERIES.map((series) => ({ series, rate: formatRate(rates[series]) }));
}

export function rebateBounds(rates: Rates, bounds: { min: Rates; max: Rates }): RebateBound[] {
  return REBATE_SERIES.map((series) => ({
    series,
    rate: formatRate(rates[series]),
    min: formatRate(bounds.min[series]),
    max: formatRate(Math.max(bounds.max[series], bounds.min[series])),
  }));
}

/** Link rebates are stored as { series: bp }; unknown keys are ignored. */
export function ratesFromJson(json: Record<string, number>): Rates {
  const rates = zeroRates();
  for (const s of REBATE_SERIES) if (Number.isSafeInteger(json[s])) rates[s] = json[s];
  return rates;
}

export const noRates = zeroRates;
