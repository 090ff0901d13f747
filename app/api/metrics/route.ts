import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { portalMetrics } from '@/lib/metrics/portal-metrics.mjs';

export const dynamic = 'force-dynamic';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * GET /api/metrics — the portal's Prometheus metrics (upstream latency per call, page-cache lookups
 * per tier, request errors, process metrics) for a scraper holding `METRICS_TOKEN` as a bearer
 * token. Without METRICS_TOKEN the endpoint does not exist (404).
 */
export async function GET(request: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) return new Response('Not found', { status: 404 });
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!timingSafeEqual(digest(given), digest(token))) return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  const { registry } = portalMetrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
