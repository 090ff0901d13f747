'use client';

import { useTranslations } from 'next-intl';
import { dialog } from '@/lib/ui/dialog-store';
import { useFavourites } from '@/lib/ui/use-favourites';
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
  // A refused change rolls back and says so in the generic dialog, which closes by itself.
  const { ids, toggle } = useFavourites(() =>
    dialog.show({ icon: 'warning', title: t('errorPage.title'), html: t('errorPage.network'), timeoutMs: 3000 }),
  );
  const gated = useGatedAction();
  const active = ids.includes(nodeId);
  return (
    <button
      type="button"
      className="fav"
      aria-pressed={active}
      aria-label={t(active ? 'games.favouriteRemove' : 'games.favouriteAdd', { name })}
      onClick={() => gated(() => void toggle({ nodeId, vendor, gameType }))}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
