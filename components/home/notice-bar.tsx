'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { useAnnouncements } from '@/lib/ui/use-announcements';
import type { NoticeView } from './notice-list';

// The modals' code loads only when a list opens.
const NoticeList = lazyComponent(() => import('./notice-list').then((module) => module.NoticeList));
const AnnouncementModal = lazyComponent(() => import('@/components/announcements/announcement-modal').then((module) => module.AnnouncementModal));

export type { NoticeView } from './notice-list';

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
      {/* Its name is what it shows, after the list's title (WCAG 2.5.3, label in name): a voice user
          says the words they see. */}
      <button type="button" className="marquee" onClick={() => setOpen('notices')}>
        <span className="visually-hidden">{t('announcements.noticeTitle')}: </span>
        <span className="marquee-text" data-moving={moving || undefined}>
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
