// Money travels as a string with exactly two decimals and is stored as numeric(18,2): never a float.

const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

/** The site's one currency (the member's wallet, the portal's amounts). */
export const CURRENCY = { code: 'THB', symbol: '฿' } as const;

/** Normalises a numeric string from the database ("10000", "10000.5") to "10000.00". */
export function formatMoney(value: string): string {
  if (!MONEY.test(value)) throw new Error(`Not a money amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  return `${negative ? '-' : ''}${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

/** "12.34" → 1234n: money arithmetic in integer cents. */
export function toCents(value: string): bigint {
  const [whole, fraction] = formatMoney(value).split('.');
  const negative = whole.startsWith('-');
  const cents = BigInt(negative ? whole.slice(1) : whole) * 100n + BigInt(fraction);
  return negative ? -cents : cents;
}

/** 1234n → "12.34". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  return `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
