import { NextResponse } from 'next/server';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { siteFlags } from '@/lib/wps/system';

/** GET /api/system/flags — the public site flags (spec §3) that decide which options forms show. */
export async function GET() {
  try {
    return NextResponse.json(await siteFlags(), { headers: { 'Cache-Control': 'public, max-age=30' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
