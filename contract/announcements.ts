import { z } from 'zod';

/**
 * Announcement types (spec §3, §7; what the seeded site posts under each): B a general bulletin, PL
 * lottery news, PU a platform update, PR a promotion (its first image shows on the home page; a
 * promotionType opens that promotion), H holiday notice.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Popups are announcements with an execution (spec §3): A logged in, B anonymous, F first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

/** One item of GET /wps/announcements: types B, PL, PU, PR, H (spec §7), popups included. */
export const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  /** Popups (spec §3): A logged in, B anonymous, F first login. */
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  title: z.string(),
  /** Operator HTML. */
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number(), url: z.string() })),
  promotionType: z.string().nullable(),
  sequence: z.number(),
  /**
   * An on-load popup (A, B) shown on every visit instead of once a business day on a device (issue
   * #30); an upstream that does not send it has none.
   */
  mustSee: z.boolean().default(false),
  publishedAt: z.string(),
});
export type UpstreamAnnouncement = z.infer<typeof announcementSchema>;

/** One item of GET /wps/notices: the marquee and the notice modal (spec §2). */
export const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), publishedAt: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
