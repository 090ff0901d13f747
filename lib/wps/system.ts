import 'server-only';
import { wpsFetch, type WpsCaller } from './client';
import { TAGS } from '@/contract/cache-tags';
import { siteFlagsSchema, systemStatusSchema, type SiteFlags, type SystemStatus } from '@/contract/system';

export function siteFlags(): Promise<SiteFlags> {
  return wpsFetch('/wps/system/flags', { schema: siteFlagsSchema, cache: { revalidate: 60, tags: [TAGS.siteFlags] } });
}

/**
 * GET /wps/system/status for pages: cached with the pages and renewed when the platform's hook
 * revalidates `system-status` after an operator change, so a cached page never hides a change.
 */
export function systemStatus(): Promise<SystemStatus> {
  return wpsFetch('/wps/system/status', { schema: systemStatusSchema, cache: { revalidate: 60, tags: [TAGS.systemStatus] } });
}

/** The same call made for one visitor (their IP forwarded), never cached: the blocked screen shows that IP. */
export function visitorSystemStatus(caller: WpsCaller): Promise<SystemStatus> {
  return wpsFetch('/wps/system/status', { schema: systemStatusSchema, caller, timeoutMs: 2_000 });
}
