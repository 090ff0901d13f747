import { getLocale } from 'next-intl/server';
import type { AnchorHTMLAttributes } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link in a server component, to a path in the page's language (`/live` → `/en/live`), as a
 * plain anchor. Server-rendered menus, footers and sections hold about a hundred links a page:
 * as Next's client Link each one was hydrated, watched for prefetching and prefetched (a request
 * per link in view), which cost the home page more main-thread time on load than anything else.
 * Public pages are cached, so following a plain link is one quick document load.
 */
export async function LocaleLink({ href, ...props }: LocaleLinkProps) {
  const locale = await getLocale();
  return <a href={localizedPath(href, locale)} {...props} />;
}
