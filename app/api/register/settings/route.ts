import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { registerSettings } from '@/lib/wps/accounts';

/** GET /api/register/settings — which registration methods and fields are on, with their rules. */
export const GET = defineRoute({ access: 'public' }, async () => NextResponse.json(await registerSettings(), { headers: { 'Cache-Control': 'public, max-age=30' } }));
