import { z } from 'zod';
import { DEFAULT_LOCALE } from '@/lib/i18n/locale-path';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * `?lang=` of public BFF reads (winner board, announcements). The language is in the address,
 * not taken from a cookie, so a shared cache can keep one answer per language.
 */
export const languageQuerySchema = z.object({ lang: z.enum(LOCALES) });

/** `?lang=` of a member's own reads that carry display text beside the figures (the balance): the site's default language when absent. */
export const displayLanguageQuerySchema = z.object({ lang: z.enum(LOCALES).default(DEFAULT_LOCALE) });
