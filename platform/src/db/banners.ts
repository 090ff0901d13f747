// Banners by group (spec §3), read by the portal and written by operators.
import { and, asc, eq, sql } from 'drizzle-orm';
import { pickLanguage } from '../domain/localized';
import type { Executor } from './client';
import { announcements, banners, type LocalizedText } from './schema-content';

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_pagcor', 'w_leftmenu', 'w_home'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface BannerItem {
  id: number;
  groupName: string;
  title: string;
  url: string | null;
  linkageType: string;
  imageUrl: string;
  sort: number;
}

export function contentImageUrl(key: string): string {
  return `/wps/content/image/${key}.png`;
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
    imageUrl: contentImageUrl(row.imageKey),
    sort: row.sort,
  }));
}

export interface BannerAdminRow {
  id: number;
  groupName: string;
  title: LocalizedText;
  url: string | null;
  linkageType: string;
  sort: number;
  enabled: boolean;
}

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

/** Whether a generated content image with this key belongs to a banner or an announcement. */
export async function contentImageExists(ex: Executor, key: string): Promise<boolean> {
  const [banner] = await ex.select({ id: banners.id }).from(banners).where(eq(banners.imageKey, key)).limit(1);
  if (banner) return true;
  const [announcement] = await ex
    .select({ id: announcements.id })
    .from(announcements)
    .where(sql`${announcements.images} @> ${JSON.stringify([{ key }])}::jsonb`)
    .limit(1);
  return announcement !== undefined;
}
