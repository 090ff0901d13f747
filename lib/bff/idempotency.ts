import 'server-only';
import { IDEMPOTENCY_KEY } from '@/contract/money';
import { errorResponse } from './responses';

/**
 * A browser on another site may not start a money command: an `Origin` naming another host, or
 * `Sec-Fetch-Site: cross-site`, is refused before anything else (JSON bodies and the custom key
 * header already force a CORS preflight; this says so outright).
 */
function crossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

/** 403 when another site's page sends the request (a setting that stops play is as sensitive as money). */
export function crossSiteRefusal(request: Request): Response | undefined {
  return crossSite(request) ? errorResponse(403, 'cross_site_request', 'This request is accepted from this site only') : undefined;
}

/**
 * The user action's `Idempotency-Key` (the browser makes one per action and sends it again on a
 * retry or a double click), or the answer that refuses the request: 403 from another site, 400
 * when the key is missing or malformed. The BFF forwards the key upstream untouched; the platform
 * scopes it to the member.
 */
export function idempotencyKeyOf(request: Request): { key: string } | { response: Response } {
  if (crossSite(request)) return { response: errorResponse(403, 'cross_site_request', 'Money commands are accepted from this site only') };
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  if (IDEMPOTENCY_KEY.test(key)) return { key };
  return { response: errorResponse(400, 'idempotency_key_required', 'An Idempotency-Key header (8–64 letters, digits, _ or -) is required') };
}
