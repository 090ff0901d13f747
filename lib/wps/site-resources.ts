import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';

const resourceSchema = z.object({ labelNameEn: z.string(), url: z.string().regex(/^https:\/\//) });
const resourcesSchema = z.object({
  customerService: z.array(resourceSchema),
  appDownload: z.array(resourceSchema),
  social: z.array(resourceSchema),
});
export type SiteResource = z.infer<typeof resourceSchema>;
export type SiteResources = z.infer<typeof resourcesSchema>;

/** GET /wps/system/resources — customer-service channels, app downloads, social accounts (spec §3 resources). */
export function siteResources(): Promise<SiteResources> {
  return wpsFetch('/wps/system/resources', {
    schema: resourcesSchema,
    cache: { revalidate: 600, tags: [TAGS.siteResources] },
  });
}
