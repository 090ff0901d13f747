'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';

/** Spec §9: notice page size 10. */
export const NOTICE_PAGE_SIZE = 10;

export interface NoticeView {
  id: number;
  title: string;
  html: string;
  /** YYYY/MM/DD (spec §2 notice popup). */
  date: string;
}

/** The notice modal's list: 10 per page (spec §9), a pager of buttons when there is more than one page. */
export function NoticeList({ notices }: { notices: NoticeView[] }) {
  const t = useTranslations();
  const [page, setPage] = useState(1);
  const pages = Math.ceil(notices.length / NOTICE_PAGE_SIZE);
  const visible = notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);
  return (
    <>
      <ul className="notice-list" data-testid="notice-list">
        {visible.map((notice) => (
          <li key={notice.id}>
            <h3>{notice.title}</h3>
            <p className="muted">
              <time>{notice.date}</time>
            </p>
            <div className="rich" dangerouslySetInnerHTML={{ __html: notice.html }} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        onPage={setPage}
        labels={{
          nav: t('games.pagination'),
          previous: t('games.previousPage'),
          next: t('games.nextPage'),
          page: (number) => t('games.page', { page: number }),
        }}
      />
    </>
  );
}
