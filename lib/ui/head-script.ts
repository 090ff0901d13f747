import { LOCALE_COOKIE_SCRIPT } from '@/lib/i18n/locale-cookie-script';
import { THEME_SCRIPT } from '@/lib/ui/theme-script';

/**
 * The one inline script of the root layout (app/[locale]/layout.tsx), run in <head> before the first
 * paint. The layout is shared by cached pages, so it carries no nonce: the per-request script policy
 * allows it by its hash (lib/edge/security-headers.ts).
 */
export const HEAD_SCRIPT = `${THEME_SCRIPT};${LOCALE_COOKIE_SCRIPT}`;
