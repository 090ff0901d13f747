import 'server-only';
import type { GameMenu } from '@/contract/games';
import type { SiteResources } from '@/contract/site-resources';
import type { SiteFlags } from '@/contract/system';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { banners, type Banner } from '@/lib/wps/banners';
import { gameMenus } from '@/lib/wps/games';
import { siteResources } from '@/lib/wps/site-resources';
import { siteFlags } from '@/lib/wps/system';

export interface SiteChrome {
  menus: GameMenu[];
  resources: SiteResources;
  licence: Banner | null;
  flags: SiteFlags;
}

/** What the header, side menu and footer of every public page read (all cached, tag-revalidated). */
export async function siteChrome(locale: string): Promise<SiteChrome> {
  const [menus, resources, licence, flags] = await Promise.all([
    gameMenus(locale).then(shapeGameMenus),
    siteResources(),
    banners('w_pagcor', locale).then((list) => list[0] ?? null),
    siteFlags(),
  ]);
  return { menus, resources, licence, flags };
}
