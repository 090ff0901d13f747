'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
import { Pagination } from '@/components/ui/pagination';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { useAnnouncements } from '@/lib/ui/use-announcements';

/** Spec §9: notice page size 10. */
export const NOTICE_PAGE_SIZE = 10;

// The modal's code loads only when an announcement list opens.
const AnnouncementModal = lazyComponent(() => import('@/components/announcements/announcement-modal').then((module) => module.AnnouncementModal));

export interface NoticeView {
  id: number;
  title: string;
  html: string;
  /** YYYY/MM/DD (spec §2 notice popup). */
  date: string;
}

/**
 * Spec §2 notice marquee (a click opens the notice modal) and the announcements entry, whose list
 * is asked for when it opens.
 */
export function NoticeBar({ notices }: { notices: NoticeView[] }) {
  const t = useTranslations();
  const [open, setOpen] = useState<'notices' | 'announcements' | null>(null);
  const announcements = useAnnouncements(open === 'announcements');
  const moving = useAfterLoad();
  return (
    <div className="notice-bar">
      <button type="button" className="marquee" onClick={() => setOpen('notices')} aria-label={t('announcements.noticeTitle')}>
        <span className="marquee-text" aria-hidden="true" data-moving={moving || undefined}>
          {notices.map((notice) => notice.title).join('   ·   ')}
        </span>
      </button>
      <button type="button" className="btn" onClick={() => setOpen('announcements')} data-testid="open-announcements" aria-busy={open === 'announcements' && announcements.isLoading}>
        {t('nav.announcements')}
      </button>
      {open === 'notices' ? (
        <LazyModal title={t('announcements.noticeTitle')} closeLabel={t('announcements.close')} onClose={() => setOpen(null)} wide>
          <NoticeList notices={notices} />
        </LazyModal>
      ) : null}
      {open === 'announcements' && announcements.data ? <AnnouncementModal items={announcements.data.bulletins} onClose={() => setOpen(null)} /> : null}
      {open === 'announcements' && announcements.error && !announcements.data ? (
        <LazyModal title={t('nav.announcements')} closeLabel={t('announcements.close')} onClose={() => setOpen(null)}>
          <p>{t('errorPage.network')}</p>
        </LazyModal>
      ) : null}
    </div>
  );
}

/** The notice modal's list: 10 per page (spec §9), a pager of buttons when there is more than one page. */
function NoticeList({ notices }: { notices: NoticeView[] }) {
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
