// Banners by group (spec §3), read by the portal and written by operators.
import { and, asc, eq, sql } from 'drizzle-orm';
import { BANNER_GROUPS, type BannerGroup, type BannerRow } from '../../../../../contract/content-admin';
import { artLanguage } from '../rules/banner-art';
import { pickLanguage } from '../../../core/localized';
import type { Executor } from '../../../core/database/client';
import { announcements, banners } from '../schema';
import { type LocalizedText } from '../../../core/localized';

export { BANNER_GROUPS, type BannerGroup };

export interface BannerItem {
  id: number;
  groupName: string;
  title: string;
  url: string | null;
  linkageType: string;
  imageUrl: string;
  sort: number;
}

/** A generated content image, its text drawn in the reader's language (or English when the art cannot draw its script). */
export function contentImageUrl(key: string, language?: string): string {
  return `/wps/content/image/${key}.${artLanguage(language)}.png`;
}

export async function listBanners(ex: Executor, groupName: BannerGroup, language?: string): Promise<BannerItem[]> {
  const rows = await ex
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, groupName), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    groupName: row.groupName,
    title: pickLanguage(row.title, language),
    url: row.url,
    linkageType: row.linkageType,
    imageUrl: contentImageUrl(row.imageKey, language),
    sort: row.sort,
  }));
}

/** A banner as the operator lists it (contract/content-admin.ts). */
export type BannerAdminRow = BannerRow;

export function listAllBanners(ex: Executor): Promise<BannerAdminRow[]> {
  return ex
    .select({
      id: banners.id,
      groupName: banners.groupName,
      title: banners.title,
      url: banners.url,
      linkageType: banners.linkageType,
      sort: banners.sort,
      enabled: banners.enabled,
    })
    .from(banners)
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

export interface NewBanner {
  groupName: BannerGroup;
  title: LocalizedText;
  url?: string | null;
  linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  sort: number;
}

export async function insertBanner(ex: Executor, banner: NewBanner): Promise<BannerAdminRow> {
  const imageKey = `banner-${banner.groupName}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await ex
    .insert(banners)
    .values({ ...banner, url: banner.url ?? null, imageKey })
    .returning();
  return { id: row.id, groupName: row.groupName, title: row.title, url: row.url, linkageType: row.linkageType, sort: row.sort, enabled: row.enabled };
}

/** The group of the changed banner, or undefined when no banner has that id. */
export async function updateBannerEnabled(ex: Executor, id: number, enabled: boolean): Promise<string | undefined> {
  const [row] = await ex.update(banners).set({ enabled }).where(eq(banners.id, id)).returning({ groupName: banners.groupName });
  return row?.groupName;
}

export interface ContentImageText {
  title: LocalizedText;
  content?: LocalizedText;
  /** Where the banner leads (a portal path), null for none. */
  url: string | null;
  kind: 'banner' | 'promotion' | 'announcement';
}

/** The text a generated content image shows (its banner's or announcement's), or undefined for an unknown key. */
export async function contentImageText(ex: Executor, key: string): Promise<ContentImageText | undefined> {
  const [banner] = await ex.select({ title: banners.title, url: banners.url }).from(banners).where(eq(banners.imageKey, key)).limit(1);
  if (banner) return { title: banner.title, url: banner.url, kind: 'banner' };
  const [announcement] = await ex
    .select({ type: announcements.type, title: announcements.title, content: announcements.content })
    .from(announcements)
    .where(sql`${announcements.images} @> ${JSON.stringify([{ key }])}::jsonb`)
    .limit(1);
  return announcement && { title: announcement.title, content: announcement.content, url: null, kind: announcement.type === 'PR' ? 'promotion' : 'announcement' };
}
