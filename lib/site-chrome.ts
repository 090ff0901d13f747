import 'server-only';
import type { GameMenu } from '@/contract/games';
import type { SiteLicence } from '@/contract/site-licence';
import type { SiteResources } from '@/contract/site-resources';
import type { SiteFlags } from '@/contract/system';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { banners, type Banner } from '@/lib/wps/banners';
import { gameMenus } from '@/lib/wps/games';
import { siteLicence } from '@/lib/wps/site-licence';
import { siteResources } from '@/lib/wps/site-resources';
import { siteFlags } from '@/lib/wps/system';

export interface SiteChrome {
  menus: GameMenu[];
  resources: SiteResources;
  /** The w_pagcor banner: the licence popup's title when the operator names one. */
  licence: Banner | null;
  /** The operator's licence: authority, number, statement (null: no licence entry shown). */
  licenceInfo: SiteLicence;
  flags: SiteFlags;
}

/** What the header, side menu and footer of every public page read (all cached, tag-revalidated). */
export async function siteChrome(locale: string): Promise<SiteChrome> {
  const [menus, resources, licence, licenceInfo, flags] = await Promise.all([
    gameMenus(locale).then(shapeGameMenus),
    siteResources(),
    banners('w_pagcor', locale).then((list) => list[0] ?? null),
    siteLicence(locale),
    siteFlags(),
  ]);
  return { menus, resources, licence, licenceInfo, flags };
}
