import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { languageQuerySchema } from '@/lib/validation/language-query';
import { winnerBoard } from '@/lib/wps/winners';

/** GET /api/winners?lang= — the winner board (spec §7); the same for everyone, so briefly cacheable. */
export const GET = defineRoute({ access: 'public', query: languageQuerySchema }, async ({ query }) =>
  NextResponse.json({ winners: await winnerBoard(query.lang) }, { headers: { 'Cache-Control': 'public, max-age=15, stale-while-revalidate=60' } }),
);
