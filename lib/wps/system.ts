import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { TAGS } from '@/contract/cache-tags';

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location: z.object({ ip: z.string().nullable().optional() }).partial().optional(),
  maintenance: z.object({ title: z.string().optional(), info: z.string().optional() }).nullable().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

const flagsSchema = z.record(z.string(), z.boolean());
export type SiteFlags = z.infer<typeof flagsSchema>;

export function siteFlags(): Promise<SiteFlags> {
  return wpsFetch('/wps/system/flags', { schema: flagsSchema, cache: { revalidate: 60, tags: [TAGS.siteFlags] } });
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
