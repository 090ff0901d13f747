import { visitorGate, type GateVerdict } from '@/lib/edge/visitor-gate';

/**
 * GET /api/edge/gate — nginx's `auth_request` before it serves a page (docker/nginx-routes.conf,
 * docs/edge-cache.md): the visitor's region and maintenance decision (lib/edge/visitor-gate.ts, the
 * one proxy.ts applies when Next answers alone), from the address the load balancer forwarded.
 * 204 the page, 403 the blocked screen, 503 the maintenance screen. nginx keeps the answer a few
 * seconds per address; nothing else may keep it.
 */
const STATUS: Record<GateVerdict, number> = { open: 204, blocked: 403, maintenance: 503 };

export async function GET(request: Request) {
  const { verdict } = await visitorGate(request.headers);
  return new Response(null, { status: STATUS[verdict], headers: { 'Cache-Control': 'private, no-store' } });
}
