import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { portalImagePath } from './content-image';
import { announcementSchema, noticeSchema, type Notice } from '@/contract/announcements';
import { TAGS } from '@/contract/cache-tags';
import type { Announcement } from '@/lib/content/announcement';

/**
 * GET /wps/announcements — types B, PL, PU, PR, H (spec §7), popups included. Pages read it through
 * the data cache; `fresh` asks the upstream (the BFF's list, which HTTP caches keep briefly instead).
 */
export async function announcements(language: string, { fresh = false } = {}): Promise<Announcement[]> {
  const list = await wpsFetch('/wps/announcements', {
    query: { types: 'B,PL,PU,PR,H', platform: 'W' },
    schema: z.array(announcementSchema),
    caller: { language },
    ...(fresh ? {} : { cache: { revalidate: 300, tags: [TAGS.announcements] } }),
  });
  return list.map((item) => ({
    id: item.id,
    type: item.type,
    execution: item.execution,
    title: item.title,
    content: item.content,
    images: [...item.announcementImages].sort((a, b) => a.sequence - b.sequence).map((image) => portalImagePath(image.url)),
    promotionType: item.promotionType,
    mustSee: item.mustSee,
    publishedAt: item.publishedAt,
  }));
}

/** GET /wps/notices — the marquee and the notice modal (spec §2). */
export function notices(language: string): Promise<Notice[]> {
  return wpsFetch('/wps/notices', {
    schema: z.array(noticeSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.notices, TAGS.announcements] },
  });
}
