import 'server-only';
import { env } from '@/lib/env';
import { errorResponse } from './responses';

/**
 * CSRF: a state-changing BFF call is accepted only from the site's own pages. A browser says where
 * a request comes from in `Sec-Fetch-Site` (anything but `same-origin` or a typed URL, `none`, is
 * refused: `same-site` is a sibling origin such as another subdomain) and in `Origin`, which must
 * be one of the site's origins (SITE_URL, SITE_ORIGINS, or the host the request was sent to).
 * Calls without either header (servers, curl) carry no browser cookies of a victim and pass; the
 * JSON-only bodies (`readJson`) keep HTML forms out as well.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function configuredOrigins(): Set<string> {
  const configured = env.SITE_URL ? [env.SITE_URL, ...env.SITE_ORIGINS] : env.SITE_ORIGINS;
  return new Set(configured.map((value) => new URL(value).origin));
}

/** True when the request comes from a page of another origin (foreign or sibling). */
export function isCrossOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // `null` (sandboxed frames, file:) and garbage
  }
  if (configuredOrigins().has(parsed.origin)) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return parsed.host !== host;
}

/**
 * The answer refusing a state-changing request from another origin, or null to go on. Safe methods
 * (GET, HEAD) are never refused here. Every route reaches this first through defineRoute
 * (define-route.ts).
 */
export function crossSiteRefusal(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (!isCrossOrigin(request)) return null;
  return errorResponse(403, 'cross_site_request', 'This request is accepted from this site only');
}
