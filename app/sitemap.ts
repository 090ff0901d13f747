import type { MetadataRoute } from 'next';
import { categoryPath, CATEGORY_TYPES } from '@/lib/games/categories';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { routing } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/site-url';
import { gameMenus } from '@/lib/wps/games';

export const revalidate = 3600;

/** Every public page in every language (the pages themselves carry the hreflang alternates). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const categories = await gameMenus(routing.defaultLocale)
    .then((menus) => shapeGameMenus(menus).map((menu) => menu.gameType))
    .catch(() => [...CATEGORY_TYPES]);
  const paths = ['/', '/hot', ...categories.map(categoryPath), '/promotions', '/help', '/affiliate'];
  return paths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      changeFrequency: path === '/' ? ('hourly' as const) : ('daily' as const),
      priority: path === '/' ? 1 : 0.7,
    })),
  );
}
