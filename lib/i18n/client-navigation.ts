import { useLocale } from 'next-intl';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { localizedPath, unlocalizedPath } from './locale-path';

/**
 * Navigation for client components, in the page's language. next-intl's navigation module would
 * bring next-intl's routing helpers and Next's Link into every page's JavaScript; these two hooks
 * are all the browser needs (links are plain anchors: components/ui/client-locale-link.tsx).
 */

/** The current path without its language prefix (`/en/live` → `/live`). */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname() ?? '/');
}

type NavigateOptions = { scroll?: boolean };

/** Next's router whose `push` and `replace` take unprefixed paths and add the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      push: (href: string, options?: NavigateOptions) => router.push(localizedPath(href, locale), options),
      replace: (href: string, options?: NavigateOptions) => router.replace(localizedPath(href, locale), options),
      refresh: () => router.refresh(),
      back: () => router.back(),
    }),
    [router, locale],
  );
}
