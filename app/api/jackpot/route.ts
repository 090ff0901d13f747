import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { jackpot } from '@/lib/wps/jackpot';

/** GET /api/jackpot — the progressive jackpot's pool, the same for everyone (briefly cacheable). */
export const GET = defineRoute({ access: 'public' }, async () =>
  NextResponse.json(await jackpot(), { headers: { 'Cache-Control': 'public, max-age=5, stale-while-revalidate=30' } }),
);
