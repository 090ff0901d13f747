import { NextResponse } from 'next/server';
import { readQuery } from '@/lib/bff/read-query';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { languageQuerySchema } from '@/lib/validation/language-query';
import { winnerBoard } from '@/lib/wps/winners';

/** GET /api/winners?lang= — the winner board (spec §7); the same for everyone, so briefly cacheable. */
export async function GET(request: Request) {
  const query = readQuery(request, languageQuerySchema);
  if (!query.ok) return query.response;
  try {
    const winners = await winnerBoard(query.data.lang);
    return NextResponse.json({ winners }, { headers: { 'Cache-Control': 'public, max-age=15, stale-while-revalidate=60' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
