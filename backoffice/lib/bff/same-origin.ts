import 'server-only';
import { configuredOrigin } from '../env';
import { errorResponse } from './responses';

/**
 * CSRF: a state-changing call is accepted only from the back office's own pages. Staff use it from a
 * browser only (scripts hold machine keys and call the platform), so a POST, PUT or DELETE must
 * carry `Origin` and it must be the back office's origin (BACKOFFICE_PUBLIC_URL; unset, the host the
 * request was sent to); a `Sec-Fetch-Site` other than same-origin is refused too. The session cookie
 * is SameSite=Strict besides: this check is the second lock, not the only one.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file:) and garbage
  }
  if (parsed.origin !== origin) return false;
  const configured = configuredOrigin();
  if (configured) return origin === configured;
  const host = request.headers.get('host');
  return host !== null && parsed.host === host;
}

/** The 403 refusing a state-changing request from anywhere but the back office's pages, or null to go on. */
export function crossOriginRefusal(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (isSameOrigin(request)) return null;
  return errorResponse(403, 'cross_site_request', 'This request is accepted from the back office’s own pages only');
}
