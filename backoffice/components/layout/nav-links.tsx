'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { QueueCounts } from '@/contract/admin-api';
import { useQueueCounts } from './queue-counts';

export interface NavLink {
  href: string;
  text: string;
  /** The queue whose waiting count shows beside it, live. */
  queue?: keyof QueueCounts;
}

/** The desk's sections the staff member may open (the layout filters them by permission), with the queues' counts. */
export function NavLinks({ label, links }: { label: string; links: NavLink[] }) {
  const pathname = usePathname();
  const t = useTranslations('nav');
  const counts = useQueueCounts();
  return (
    <nav aria-label={label} className="desk-nav">
      <ul>
        {links.map((link) => {
          const waiting = link.queue && counts ? counts[link.queue] : null;
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={pathname === link.href || pathname.startsWith(`${link.href}/`) ? 'page' : undefined}>
                {link.text}
                {waiting ? (
                  <span className="nav-count" data-testid={`nav-count-${link.queue}`}>
                    <span aria-hidden="true">{waiting}</span>
                    <span className="visually-hidden">{t('waiting', { count: waiting })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
