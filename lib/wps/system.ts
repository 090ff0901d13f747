import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { TAGS } from './tags';

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
