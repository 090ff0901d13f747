import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { oauthProviders } from '@/lib/wps/oauth';

/** GET /api/oauth/providers — `{ providers: ['google', 'line'] }`: third-party sign-in buttons to show (none when unconfigured). */
export const GET = defineRoute({ access: 'public' }, async () =>
  NextResponse.json({ providers: await oauthProviders() }, { headers: { 'Cache-Control': 'public, max-age=60' } }),
);
