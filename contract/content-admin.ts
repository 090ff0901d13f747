// Banners as the back office and the platform's admin API exchange them (spec §3 groups; issue #28
// "Content"): what creating one sends, what the list answers. The platform draws each banner's art
// from its title, in the reader's language (platform/src/domain/banner-art.ts).
import { z } from 'zod';
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
