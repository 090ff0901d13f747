'use client';

import { loginModal } from '@/lib/ui/login-modal-store';
import { dialog } from '@/lib/ui/dialog-store';
import { useFavourites } from '@/lib/ui/use-favourites';

interface FavouriteToggleProps {
  game: { nodeId: number; vendor: string; gameType: string };
  addLabel: string;
  removeLabel: string;
  trialTitle: string;
  trialMessage: string;
}

/** Spec §4 favourite: guests get the login modal, trial users the real-account warning. */
export function FavouriteToggle({ game, addLabel, removeLabel, trialTitle, trialMessage }: FavouriteToggleProps) {
  const { ids, toggle, session } = useFavourites();
  const active = ids.includes(game.nodeId);
  function onClick() {
    if (!session.isLogin) return loginModal.open();
    if (session.isTrial) return dialog.show({ icon: 'warning', title: trialTitle, html: trialMessage });
    void toggle(game);
  }
  return (
    <button type="button" className="fav" aria-pressed={active} aria-label={active ? removeLabel : addLabel} onClick={onClick}>
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  );
}
