import 'server-only';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';
import { siteLicenceSchema, type SiteLicence } from '@/contract/site-licence';

/** GET /wps/system/licence — the operator's licence in the page's language (spec §2 legal licence); null when none. */
export function siteLicence(language: string): Promise<SiteLicence> {
  return wpsFetch('/wps/system/licence', {
    schema: siteLicenceSchema,
    caller: { language },
    cache: { revalidate: 600, tags: [TAGS.siteResources] },
  });
}
