import { z } from 'zod';

/** One item of GET /wps/announcements: types B, PL, PU, PR, H (spec §7), popups included. */
export const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  /** Popups (spec §3): A logged in, B anonymous, F first login. */
  execution: z.enum(['A', 'B', 'F']).nullable(),
  title: z.string(),
  /** Operator HTML. */
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number(), url: z.string() })),
  promotionType: z.string().nullable(),
  sequence: z.number(),
  publishedAt: z.string(),
});
export type UpstreamAnnouncement = z.infer<typeof announcementSchema>;

/** One item of GET /wps/notices: the marquee and the notice modal (spec §2). */
export const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), publishedAt: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
