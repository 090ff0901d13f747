import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { phoneImagePath, portalImagePath } from './content-image';
import { TAGS } from '@/contract/cache-tags';
import type { BannerGroup } from '@/contract/content-admin';
import { classifyLink } from '@/contract/link-policy';


const bannerSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  linkageType: z.string(),
  imageUrl: z.string(),
  sort: z.number(),
});

export interface Banner {
  id: number;
  title: string;
  /** A portal path or an https URL; null when the banner links nowhere. */
  href: string | null;
  external: boolean;
  image: string;
  /** The same banner drawn for a phone's width (larger copy), when the platform draws it. */
  phoneImage: string | null;
}

/** GET /wps/banners — the banners of one group (spec §3), in the operator's order. */
export async function banners(groupName: BannerGroup, language: string): Promise<Banner[]> {
  const list = await wpsFetch('/wps/banners', {
    query: { groupName },
    schema: z.array(bannerSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.banners] },
  });
  return list.map((banner) => {
    // The stored linkage type is not trusted: the one URL policy decides again what the link is.
    const link = classifyLink(banner.url);
    return {
      id: banner.id,
      title: banner.title,
      href: link?.href ?? null,
      external: link?.kind === 'external',
      image: portalImagePath(banner.imageUrl),
      phoneImage: phoneImagePath(banner.imageUrl),
    };
  });
}
