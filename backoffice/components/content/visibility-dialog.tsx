'use client';
import { useTranslations } from 'next-intl';
import { api } from '@bo/lib/client/api';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** What members see that staff show or hide: a banner, a marquee notice, an announcement. */
export interface Switchable {
  id: number;
  enabled: boolean;
  title: Record<string, string>;
}

/**
 * Show or hide one item after a confirmation that names it (`POST <path>/<id>` with `{enabled}`);
 * `onSwitched` gets the item as it was, for the list's notice and refresh.
 */
export function VisibilityDialog<T extends Switchable>({
  item,
  path,
  namespace,
  onClose,
  onSwitched,
}: {
  item: T | null;
  path: string;
  namespace: 'content' | 'contentNotices';
  onClose: () => void;
  onSwitched: (item: T) => Promise<void>;
}) {
  const t = useTranslations(namespace) as unknown as (key: 'hideTitle' | 'showTitle' | 'hide' | 'show' | 'hideBody' | 'showBody', values?: { title: string }) => string;
  return (
    <ConfirmDialog
      open={item !== null}
      title={item ? t(item.enabled ? 'hideTitle' : 'showTitle', { title: item.title.en ?? '' }) : ''}
      confirmLabel={item?.enabled ? t('hide') : t('show')}
      onClose={onClose}
      onConfirm={async () => {
        if (!item) return;
        await api(`${path}/${item.id}`, { method: 'POST', body: { enabled: !item.enabled } });
        onClose();
        await onSwitched(item);
      }}
    >
      <p>{t(item?.enabled ? 'hideBody' : 'showBody')}</p>
    </ConfirmDialog>
  );
}
