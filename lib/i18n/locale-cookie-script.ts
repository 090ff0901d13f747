/**
 * Runs in <head>: remembers the page's language in the `NEXT_LOCALE` cookie, which the BFF reads
 * to ask the upstream for texts in that language (lib/bff/caller.ts). It is written here rather
 * than by the proxy so guest pages carry no Set-Cookie header and stay cacheable by shared caches.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const LOCALE_COOKIE_SCRIPT = `try{document.cookie='${LOCALE_COOKIE}='+document.documentElement.lang+';path=/;max-age=31536000;samesite=lax'}catch(e){}`;
