import 'server-only';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';
import { primaryServiceChannel, siteResourcesSchema, type SiteResource, type SiteResources } from '@/contract/site-resources';

/** GET /wps/system/resources — customer-service channels, app downloads, social accounts (spec §3 resources). */
export function siteResources(): Promise<SiteResources> {
  return wpsFetch('/wps/system/resources', {
    schema: siteResourcesSchema,
    cache: { revalidate: 600, tags: [TAGS.siteResources] },
  });
}

/** The customer-service channel a status screen offers; null when there is none or the platform did not answer. */
export function serviceChannel(): Promise<SiteResource | null> {
  return siteResources().then(
    (resources) => primaryServiceChannel(resources.customerService) ?? null,
    () => null,
  );
}
