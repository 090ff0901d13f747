'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import type { AnnouncementView } from './types';

/** Spec §9: announcement page size 10. */
export const ANNOUNCEMENT_PAGE_SIZE = 10;

/**
 * Spec §2 announcement popup: titles on the left (10 per page, pagination when more than one
 * page), the chosen one on the right with its date (YYYY-MM-DD HH:mm:ss) and, for promotions, a
 * button to the reward center.
 */
export function AnnouncementModal({ items, onClose }: { items: AnnouncementView[]; onClose: () => void }) {
  const t = useTranslations();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const pages = Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE);
  const visible = items.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE);
  const selected = items.find((item) => item.id === selectedId) ?? visible[0];

  function goTo(next: number) {
    setPage(next);
    setSelectedId(items[(next - 1) * ANNOUNCEMENT_PAGE_SIZE]?.id);
  }

  return (
    <Modal title={t('announcements.title')} closeLabel={t('announcements.close')} onClose={onClose} wide>
      <div className="announcement-layout">
        <div>
          <ul className="announcement-list" aria-label={t('announcements.list')}>
            {visible.map((item) => (
              <li key={item.id}>
                <button type="button" aria-current={item.id === selected?.id ? 'true' : undefined} onClick={() => setSelectedId(item.id)}>
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            onPage={goTo}
            labels={{
              nav: t('games.pagination'),
              previous: t('games.previousPage'),
              next: t('games.nextPage'),
              page: (number) => t('games.page', { page: number }),
            }}
          />
        </div>
        {selected ? (
          <article className="announcement-pane" aria-live="polite">
            <h3>{selected.title}</h3>
            <p className="muted">
              <time>{selected.date}</time>
            </p>
            <div className="rich" dangerouslySetInnerHTML={{ __html: selected.html }} />
            {selected.promotionType ? (
              <ClientLocaleLink className="btn btn-primary" href={`/rewardCenter#promotion-${encodeURIComponent(selected.promotionType)}`} onClick={onClose}>
                {t('announcements.goToPromotions')}
              </ClientLocaleLink>
            ) : null}
          </article>
        ) : (
          <p>{t('announcements.empty')}</p>
        )}
      </div>
    </Modal>
  );
}
