/** Spec §3/§9: amounts with 2 decimals and thousands separators, in the reader's locale. */
export function formatAmount(value: string | number, locale: string): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Whole numbers with thousands separators (the jackpot ticker). */
export function formatWhole(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** The CSS class of a signed amount in a record: money out (negative) or in. */
export const signClass = (amount: string) => (amount.startsWith('-') ? 'amount-out' : 'amount-in');
