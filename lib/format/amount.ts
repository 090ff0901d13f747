/**
 * Number formats, one per locale and kind, made once: constructing an Intl.NumberFormat costs far
 * more than formatting with it (the jackpot ticker formats ten times a second, a record page once
 * per amount).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: 'amount' | 'whole'): Intl.NumberFormat {
  const key = `${kind}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, kind === 'amount' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format;
}

/** Spec §3/§9: amounts with 2 decimals and thousands separators, in the reader's locale. */
export function formatAmount(value: string | number, locale: string): string {
  return numberFormat(locale, 'amount').format(typeof value === 'number' ? value : Number(value));
}

/** Whole numbers with thousands separators (the jackpot ticker, points, counts). */
export function formatWhole(value: number, locale: string): string {
  return numberFormat(locale, 'whole').format(value);
}

/** The CSS class of a signed amount in a record: money out (negative) or in. */
export const signClass = (amount: string) => (amount.startsWith('-') ? 'amount-out' : 'amount-in');
