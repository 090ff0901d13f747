import { NextResponse } from 'next/server';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { jackpot } from '@/lib/wps/jackpot';

/** GET /api/jackpot — the progressive jackpot's pool, the same for everyone (briefly cacheable). */
export async function GET() {
  try {
    return NextResponse.json(await jackpot(), { headers: { 'Cache-Control': 'public, max-age=5, stale-while-revalidate=30' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
