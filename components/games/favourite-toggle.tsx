'use client';

import { useTranslations } from 'next-intl';
import { loginModal } from '@/lib/ui/login-modal-store';
import { dialog } from '@/lib/ui/dialog-store';
import { useFavourites } from '@/lib/ui/use-favourites';

interface FavouriteToggleProps {
  name: string;
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** Spec §4 favourite: guests get the login modal, trial users the real-account warning. */
export function FavouriteToggle({ name, nodeId, vendor, gameType }: FavouriteToggleProps) {
  const t = useTranslations('games');
  const { ids, toggle, session } = useFavourites();
  const active = ids.includes(nodeId);
  function onClick() {
    if (!session.isLogin) return loginModal.open();
    if (session.isTrial) return dialog.show({ icon: 'warning', title: t('trueAccountTitle'), html: t('trueAccountNeeded') });
    void toggle({ nodeId, vendor, gameType });
  }
  return (
    <button type="button" className="fav" aria-pressed={active} aria-label={t(active ? 'favouriteRemove' : 'favouriteAdd', { name })} onClick={onClick}>
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
