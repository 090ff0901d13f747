import { NextResponse } from 'next/server';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { registerSettings } from '@/lib/wps/accounts';

/** GET /api/register/settings — which registration methods and fields are on, with their rules. */
export async function GET() {
  try {
    return NextResponse.json(await registerSettings(), { headers: { 'Cache-Control': 'public, max-age=30' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
