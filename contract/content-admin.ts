// Public content as the back office and the platform's admin API exchange them (issue #28
// "Content"): banners (spec §3 groups), announcements and popups (spec §3, §7), and the marquee's
// notices (spec §2) — what creating one sends, what the list answers. The platform draws each
// banner's art from its title, in the reader's language (platform/src/modules/content/rules/banner-art.ts).
// Announcement and notice contents are operator HTML, shown through contract/operator-html.ts.
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS } from './announcements';
import { classifyLink } from './link-policy';

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_pagcor'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * Text per language (`th`, `en`, `zh-TW` …); a blank language is no text in it. English is required,
 * as the fallback of every other language.
 */
export const localizedText = (max: number) =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, text]) => !(typeof text === 'string' && text.trim() === ''))) : value),
    z
      .record(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/), z.string().trim().min(1, 'text_required').max(max, 'text_too_long'), {
        error: (issue) => (issue.code === 'invalid_key' ? 'language_invalid' : 'text_required'),
      })
      .refine((text) => typeof text.en === 'string', { message: 'english_required', path: ['en'] }),
  );
export type LocalizedText = Record<string, string>;

export const bannerInput = z.object({
  groupName: z.enum(BANNER_GROUPS, { message: 'group_invalid' }),
  title: localizedText(120),
  // One URL policy decides internal or external (`//evil.example` is never internal).
  url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(500, 'url_invalid')
      .refine((url) => classifyLink(url) !== null, 'url_invalid')
      .nullish(),
  ),
  sort: z.number({ message: 'sort_invalid' }).int('sort_invalid').min(0, 'sort_invalid').max(10_000, 'sort_invalid').default(0),
});
export type BannerInput = z.input<typeof bannerInput>;

export const enabledInput = z.object({ enabled: z.boolean() });

export const bannerRow = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.record(z.string(), z.string()),
  url: z.string().nullable(),
  linkageType: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type BannerRow = z.infer<typeof bannerRow>;

/** What a preview of a banner's art asks: one language's title and the link (its motif follows the link). */
export const bannerPreviewQuery = z.object({
  language: z.enum(['th', 'en'], { message: 'language_invalid' }),
  title: z.string().trim().min(1, 'text_required').max(120, 'text_too_long'),
  url: z.string().trim().max(500, 'url_invalid').optional(),
});
export type BannerPreviewQuery = z.infer<typeof bannerPreviewQuery>;

/** An optional choice sent blank (an empty select or text field) is no choice. */
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const contentSequence = z.number({ message: 'sort_invalid' }).int('sort_invalid').min(0, 'sort_invalid').max(10_000, 'sort_invalid').default(0);

/** A new announcement or popup: title and HTML content per language, English required. */
export const announcementInput = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES, { message: 'type_invalid' }),
  // None: listed among the announcements only; A, B or F: also a popup for those readers.
  execution: z.preprocess(blankIsNull, z.enum(POPUP_EXECUTIONS, { message: 'execution_invalid' }).nullish()),
  title: localizedText(200),
  content: localizedText(20_000),
  // The promotion a "go to promotions" button opens (spec §3 announcement popup), e.g. FIRST10.
  promotionType: z.preprocess(blankIsNull, z.string().trim().regex(/^[A-Z0-9_]{1,32}$/, 'promotion_type_invalid').nullish()),
  sequence: contentSequence,
  /** An on-load popup (execution A or B) shown on every visit, not once a day (issue #30). */
  mustSee: z.boolean({ message: 'must_see_invalid' }).default(false),
  /** How many generated images to attach (the CLI's demo content; the back office sends none). */
  images: z.number().int().min(0).max(5).default(0),
}).refine((input) => !input.mustSee || input.execution === 'A' || input.execution === 'B', { path: ['mustSee'], message: 'must_see_not_on_load' });
export type AnnouncementInput = z.input<typeof announcementInput>;

export const announcementRow = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  title: z.record(z.string(), z.string()),
  promotionType: z.string().nullable(),
  sequence: z.number().int(),
  mustSee: z.boolean(),
  enabled: z.boolean(),
  publishedAt: z.string(),
});
export type AnnouncementRow = z.infer<typeof announcementRow>;

/** A new marquee notice: its line (the title) and what the notice window shows (HTML), per language. */
export const noticeInput = z.object({
  title: localizedText(200),
  content: localizedText(20_000),
});
export type NoticeInput = z.input<typeof noticeInput>;

export const noticeRow = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  publishedAt: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** What showing or hiding one answers. */
export const enabledAnswer = z.object({ id: z.number().int(), enabled: z.boolean() });
