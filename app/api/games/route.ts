import { callerFrom } from '@/lib/bff/caller';
import { readQuery } from '@/lib/bff/read-query';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { gameListQuerySchema } from '@/lib/validation/game-list';
import { gameList } from '@/lib/wps/games';
import { NextResponse } from 'next/server';

/** GET /api/games — one page (20) of a category's games; public, so cacheable for a minute. */
export async function GET(request: Request) {
  const query = readQuery(request, gameListQuerySchema);
  if (!query.ok) return query.response;
  try {
    const page = await gameList(query.data, callerFrom(request));
    return NextResponse.json(page, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
