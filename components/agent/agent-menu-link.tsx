'use client';

import type { ReactNode } from 'react';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { usePathname } from '@/lib/i18n/client-navigation';

/** A menu link that marks the page being shown (aria-current). */
export function AgentMenuLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ClientLocaleLink href={href} aria-current={pathname === href ? 'page' : undefined}>
      {children}
    </ClientLocaleLink>
  );
}
