import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { portalImagePath } from './content-image';
import { TAGS } from '@/contract/cache-tags';

const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  execution: z.enum(['A', 'B', 'F']).nullable(),
  title: z.string(),
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number(), url: z.string() })),
  promotionType: z.string().nullable(),
  sequence: z.number(),
  publishedAt: z.string(),
});

export interface Announcement {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  /** Popups (spec §3): A logged in, B anonymous, F first login. */
  execution: 'A' | 'B' | 'F' | null;
  title: string;
  /** Operator HTML; render through lib/content/sanitize-html. */
  content: string;
  images: string[];
  promotionType: string | null;
  publishedAt: string;
}

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
    publishedAt: item.publishedAt,
  }));
}

const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), publishedAt: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/** GET /wps/notices — the marquee and the notice modal (spec §2). */
export function notices(language: string): Promise<Notice[]> {
  return wpsFetch('/wps/notices', {
    schema: z.array(noticeSchema),
    caller: { language },
    cache: { revalidate: 300, tags: [TAGS.notices, TAGS.announcements] },
  });
}
