import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locale-path';
import { PWA_ICONS } from '@/lib/member-center/pwa-icon';

/**
 * The lite app (spec §1 app download: iOS, Android and a lite app): the portal itself, installable
 * from the browser. The service worker (app/sw.js) only serves the offline page.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'meta' });
  return {
    name: t('siteName'),
    short_name: t('siteName'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1220',
    theme_color: '#0f1220',
    icons: PWA_ICONS.map((icon) => ({ src: `/pwa/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.maskable ? 'maskable' : 'any' })),
  };
}
