// The site's outside links (spec §3 client state "resources"): customer-service channels, app
// downloads and social accounts, as the operator set them (settings key `site.resources`). None
// until then: the portal shows no outside link that nobody configured.
import { NO_SITE_RESOURCES, type SiteResources, type SiteResourcesPatch } from '../../../../../contract/site-resources';
import type { Executor } from '../../../core/database/client';
import { readSetting, writeSetting } from '../../../core/database/settings';

export const RESOURCES_SETTING_KEY = 'site.resources';

export async function readSiteResources(ex: Executor): Promise<SiteResources> {
  return { ...NO_SITE_RESOURCES, ...(await readSetting<Partial<SiteResources>>(ex, RESOURCES_SETTING_KEY)) };
}

/** The given groups replace the stored ones; the others stay. */
export async function updateSiteResources(ex: Executor, patch: SiteResourcesPatch): Promise<SiteResources> {
  const next = { ...(await readSiteResources(ex)), ...patch };
  await writeSetting(ex, RESOURCES_SETTING_KEY, next);
  return next;
}
