import 'server-only';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';
import { siteResourcesSchema, type SiteResources } from '@/contract/site-resources';

/** GET /wps/system/resources — customer-service channels, app downloads, social accounts (spec §3 resources). */
export function siteResources(): Promise<SiteResources> {
  return wpsFetch('/wps/system/resources', {
    schema: siteResourcesSchema,
    cache: { revalidate: 600, tags: [TAGS.siteResources] },
  });
}
