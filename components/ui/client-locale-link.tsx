'use client';

import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';

type ClientLocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/** A link in a client component, to a path in the page's language, as a plain anchor (see locale-link.tsx). */
export function ClientLocaleLink({ href, ...props }: ClientLocaleLinkProps) {
  const locale = useLocale();
  return <a href={localizedPath(href, locale)} {...props} />;
}
