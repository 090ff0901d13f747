'use client';

import { useTranslations } from 'next-intl';
import { dialog } from '@/lib/ui/dialog-store';
import { toggleFavourite, useFavouriteIds } from '@/lib/ui/use-favourites';
import { useGatedAction } from '@/lib/ui/use-gated-action';

interface FavouriteToggleProps {
  name: string;
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** Spec §4 favourite: guests get the login modal, trial users the real-account warning (the gated action). */
export function FavouriteToggle({ name, nodeId, vendor, gameType }: FavouriteToggleProps) {
  const t = useTranslations();
  const ids = useFavouriteIds();
  const gated = useGatedAction();
  const active = ids.includes(nodeId);
  // A refused change rolls back and says so in the generic dialog, which closes by itself.
  const refused = () => dialog.show({ icon: 'warning', title: t('errorPage.title'), html: t('errorPage.network'), timeoutMs: 3000 });
  return (
    <button
      type="button"
      className="fav"
      aria-pressed={active}
      aria-label={t(active ? 'games.favouriteRemove' : 'games.favouriteAdd', { name })}
      onClick={() => gated(() => void toggleFavourite({ nodeId, vendor, gameType }, refused))}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
