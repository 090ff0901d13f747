import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * `?lang=` of public BFF reads (winner board, announcements). The language is in the address,
 * not taken from a cookie, so a shared cache can keep one answer per language.
 */
export const languageQuerySchema = z.object({ lang: z.enum(LOCALES) });
