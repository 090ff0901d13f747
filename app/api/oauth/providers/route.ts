import { NextResponse } from 'next/server';
import { upstreamErrorResponse } from '@/lib/bff/responses';
import { oauthProviders } from '@/lib/wps/oauth';

/** GET /api/oauth/providers — `{ providers: ['google', 'line'] }`: third-party sign-in buttons to show (none when unconfigured). */
export async function GET() {
  try {
    return NextResponse.json({ providers: await oauthProviders() }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
