import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { getPathname } from '@/lib/i18n/navigation';

type LocaleLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link in a server component, to a path in the page's language (`/live` → `/en/live`). The
 * address is worked out on the server, so the page carries Next's link with its href and text
 * only: server-rendered menus hold many links, and next-intl's client Link adds its own props to
 * each one.
 */
export async function LocaleLink({ href, ...props }: LocaleLinkProps) {
  const locale = await getLocale();
  return <NextLink href={getPathname({ href, locale })} {...props} />;
}
