import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { gameListQuerySchema } from '@/lib/validation/game-list';
import { gameList } from '@/lib/wps/games';

/** GET /api/games — one page (20) of a category's games; public, so cacheable for a minute. */
export const GET = defineRoute({ access: 'public', query: gameListQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await gameList(query, caller), { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } }),
);
