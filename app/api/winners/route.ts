import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { formatAmount } from '@/lib/format/amount';
import { languageQuerySchema } from '@/lib/validation/language-query';
import { winnerBoard } from '@/lib/wps/winners';

/**
 * GET /api/winners?lang= — the winner board (spec §7); the same for everyone, so briefly cacheable.
 * Each amount comes formatted in the language asked for (`winAmountText`): the browser's first
 * number format costs a phone a long task, and the board would be the home page's only one.
 */
export const GET = defineRoute({ access: 'public', query: languageQuerySchema }, async ({ query }) => {
  const winners = (await winnerBoard(query.lang)).map((winner) => ({ ...winner, winAmountText: formatAmount(winner.winAmount, query.lang) }));
  return NextResponse.json({ winners }, { headers: { 'Cache-Control': 'public, max-age=15, stale-while-revalidate=60' } });
});
