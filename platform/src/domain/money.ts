// Money travels as a string with exactly two decimals and is stored as numeric(18,2): never a float.

const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

/** Normalises a numeric string from the database ("10000", "10000.5") to "10000.00". */
export function formatMoney(value: string): string {
  if (!MONEY.test(value)) throw new Error(`Not a money amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  return `${negative ? '-' : ''}${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}
