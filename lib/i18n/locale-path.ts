import { LOCALES } from './locales';

/**
 * The one rule for a page's address in a language, shared by server and browser code (the
 * browser's copy stays a few lines instead of next-intl's navigation and Next's Link): Thai, the
 * default, has no prefix (`/live`); every other language has its own (`/en/live`, `/en` for home).
 */
export const DEFAULT_LOCALE = LOCALES[0];

/** Every language but the default: the ones whose addresses carry a prefix. */
export const PREFIXED_LOCALES: readonly string[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** `path` (starting with `/`, may hold `?query` and `#hash`) in `locale`. */
export function localizedPath(path: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path === '/' ? '' : /^\/[?#]/.test(path) ? path.slice(1) : path;
  return `/${locale}${rest}`;
}

/** The path without its language prefix (`/en/live` → `/live`, `/en` → `/`), as menus compare it. */
export function unlocalizedPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!PREFIXED_LOCALES.includes(first)) return pathname;
  return `/${rest.join('/')}`;
}

/** A page path split into its language and the path without the prefix (`/en/member` → en, /member). */
export function splitLocale(pathname: string): { locale: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (PREFIXED_LOCALES.includes(first)) return { locale: first, path: `/${rest.join('/')}` };
  if (first === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}
