// Operator changes to public content (banners, announcements, notices, vendors), shared by the admin API and
// the CLI's direct-database fallback. Each result names the portal cache tags the change touches.
// The cache tags come from contract/ (one list for both sides of the revalidation hook).
import { TAGS } from '../../../../../contract/cache-tags';
import type { announcementInput, bannerInput, noticeInput } from '../../../../../contract/content-admin';
import { classifyLink } from '../../../../../contract/link-policy';
import type { z } from 'zod';
import { insertAnnouncement, listAllAnnouncements, updateAnnouncementEnabled } from '../queries/announcements';
import { insertBanner, listAllBanners, updateBannerEnabled } from '../queries/banners';
import type { Executor } from '../../../core/database/client';
import { updateVendorNew } from '../../games';
import { updateVendorEnabled } from '../../games';
import { insertNotice, listAllNotices, updateNoticeEnabled } from '../queries/notices';

/** A new banner, as contract/content-admin.ts checks it (the back office checks the same schema). */
export type NewBannerInput = z.infer<typeof bannerInput>;

/** A new announcement or popup, as contract/content-admin.ts checks it. */
export type NewAnnouncementInput = z.infer<typeof announcementInput>;
/** A new marquee notice, as contract/content-admin.ts checks it. */
export type NewNoticeInput = z.infer<typeof noticeInput>;

export interface Changed<T> {
  value: T;
  tags: string[];
}

export function listBannersForOperator(ex: Executor) {
  return listAllBanners(ex);
}

export async function addBanner(ex: Executor, input: NewBannerInput) {
  // One URL policy decides internal or external (`//evil.example` is never internal).
  const link = classifyLink(input.url);
  const linkageType = !link ? 'NONE' : link.kind === 'internal' ? 'INTERNAL' : 'EXTERNAL';
  const value = await insertBanner(ex, { ...input, url: link?.href ?? null, linkageType });
  return { value, tags: [TAGS.banners] };
}

/** undefined when no banner has that id. */
export async function setBannerEnabled(ex: Executor, id: number, enabled: boolean) {
  const groupName = await updateBannerEnabled(ex, id, enabled);
  return groupName ? { value: { id, groupName, enabled }, tags: [TAGS.banners] } : undefined;
}

export function listAnnouncementsForOperator(ex: Executor) {
  return listAllAnnouncements(ex);
}

export async function addAnnouncement(ex: Executor, input: NewAnnouncementInput) {
  const value = await insertAnnouncement(ex, { ...input, imageCount: input.images });
  return { value, tags: [TAGS.announcements] };
}

/** undefined when no announcement has that id; else whether it was shown before, for the audit trail. */
export async function setAnnouncementEnabled(ex: Executor, id: number, enabled: boolean) {
  const before = await updateAnnouncementEnabled(ex, id, enabled);
  return before === undefined ? undefined : { value: { id, enabled }, before: { enabled: before }, tags: [TAGS.announcements] };
}

export function listNoticesForOperator(ex: Executor) {
  return listAllNotices(ex);
}

/** The portal caches notices under both tags (lib/wps/announcements.ts), so a change refreshes both. */
const NOTICE_TAGS = [TAGS.notices, TAGS.announcements];

export async function addNotice(ex: Executor, input: NewNoticeInput) {
  return { value: await insertNotice(ex, input), tags: NOTICE_TAGS };
}

export async function setNoticeEnabled(ex: Executor, id: number, enabled: boolean) {
  const before = await updateNoticeEnabled(ex, id, enabled);
  return before === undefined ? undefined : { value: { id, enabled }, before: { enabled: before }, tags: NOTICE_TAGS };
}

/** A vendor off hides it from menus, lists and hot games at once. */
export async function setVendorEnabled(ex: Executor, code: string, enabled: boolean) {
  return (await updateVendorEnabled(ex, code, enabled))
    ? { value: { code, enabled }, tags: [TAGS.gameMenus, TAGS.games, TAGS.hotGames] }
    : undefined;
}

/** Spec §7 "new vendors": a vendor marked new shows in the NEW menu item and page. */
export async function setVendorNew(ex: Executor, code: string, isNew: boolean) {
  return (await updateVendorNew(ex, code, isNew)) ? { value: { code, isNew }, tags: [TAGS.gameMenus] } : undefined;
}
