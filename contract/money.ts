// Money on the wire: a decimal string with at most two decimals ("100", "100.5", "100.50"), never a
// float. The portal's forms, the BFF and the platform's routes all read amounts with these.
import { z } from 'zod';

/** The largest amount any cashier command accepts: 1,000,000,000.00. */
export const MAX_AMOUNT_MINOR = 100_000_000_000n;

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "12.3" → 1230n (minor units); undefined when the text is not an amount. */
export function toMinor(text: string): bigint | undefined {
  if (!AMOUNT.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → "12.30". */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  return `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/**
 * A positive amount up to MAX_AMOUNT_MINOR. The issue's bad inputs each get their own code:
 * `amount_invalid` (not a number, negative, too many decimals), `amount_zero`, `amount_too_large`.
 */
export const amountSchema = z.string().superRefine((text, ctx) => {
  const minor = toMinor(text);
  if (minor === undefined) ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
  else if (minor === 0n) ctx.addIssue({ code: 'custom', message: 'amount_zero' });
  else if (minor > MAX_AMOUNT_MINOR) ctx.addIssue({ code: 'custom', message: 'amount_too_large' });
});

/** A money value in an answer: always two decimals, may be negative. */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);

/** `Idempotency-Key`: one per user action (a double click or a retried request sends the same one). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
