'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useAnnouncements } from '@/lib/ui/use-announcements';

// The modal's code loads only when an announcement list opens.
const AnnouncementModal = dynamic(() => import('@/components/announcements/announcement-modal').then((module) => module.AnnouncementModal));

export interface NoticeView {
  id: number;
  title: string;
  html: string;
  /** YYYY/MM/DD (spec §2 notice popup). */
  date: string;
}

/**
 * True once the page has loaded and the browser is idle. An endless animation that runs while the
 * page loads keeps the compositor busy with frames the page is not ready for, which held the
 * first paint of the home page back by about a second (Lighthouse trace, headless Chromium).
 */
function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle = 0;
    const start = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => setLoaded(true), { timeout: 2000 }) : window.setTimeout(() => setLoaded(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return loaded;
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
        <Modal title={t('announcements.noticeTitle')} closeLabel={t('announcements.close')} onClose={() => setOpen(null)} wide>
          <ul className="notice-list">
            {notices.map((notice) => (
              <li key={notice.id}>
                <h3>{notice.title}</h3>
                <p className="muted">
                  <time>{notice.date}</time>
                </p>
                <div className="rich" dangerouslySetInnerHTML={{ __html: notice.html }} />
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
      {open === 'announcements' && announcements.data ? <AnnouncementModal items={announcements.data.bulletins} onClose={() => setOpen(null)} /> : null}
      {open === 'announcements' && announcements.error && !announcements.data ? (
        <Modal title={t('nav.announcements')} closeLabel={t('announcements.close')} onClose={() => setOpen(null)}>
          <p>{t('errorPage.network')}</p>
        </Modal>
      ) : null}
    </div>
  );
}
