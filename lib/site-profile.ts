import 'server-only';
import { siteProfileOf, type SiteProfile } from '@/contract/site-profile';
import { env } from '@/lib/env';

/** The portal's profile (contract/site-profile.ts): `demo` shows the "demo site" ribbon. */
export function siteProfile(): SiteProfile {
  return siteProfileOf(env.SITE_PROFILE, process.env.NODE_ENV);
}
