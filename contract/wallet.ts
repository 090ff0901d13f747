import { z } from 'zod';

/** Money stays a decimal string end to end; it is never turned into a float. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The value of GET /wps/v2/wallets/balance. */
export const balanceSchema = z.object({
  balance: moneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;
