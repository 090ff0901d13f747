import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/bff/define-route';
import { siteFlags } from '@/lib/wps/system';

/** GET /api/system/flags — the public site flags (spec §3) that decide which options forms show. */
export const GET = defineRoute({ access: 'public' }, async () => NextResponse.json(await siteFlags(), { headers: { 'Cache-Control': 'public, max-age=30' } }));
