import { defineRoute } from '@/lib/bff/define-route';
import { formatAmount } from '@/lib/format/amount';
import { displayLanguageQuerySchema } from '@/lib/validation/language-query';
import { walletBalance } from '@/lib/wps/wallet';

/**
 * GET /api/wallet/balance?lang= — the logged-in member's balance (decimal string), with the amount as
 * the header shows it in that language (`balanceText`: the browser makes no number format for it), or 401.
 */
export const GET = defineRoute({ access: 'member', trial: true, query: displayLanguageQuerySchema }, async ({ caller, query }) => {
  const balance = await walletBalance(caller);
  return { ...balance, balanceText: formatAmount(balance.balance, query.lang) };
});
