'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { launchPath } from '@/lib/games/launch-target';
import { dialog } from '@/lib/ui/dialog-store';
import { loginModal } from '@/lib/ui/login-modal-store';
import { useSession } from '@/lib/ui/use-session';

interface PlayButtonProps {
  label: string;
  game: { gameCode: string; vassalage: string; gameType: string };
  trialTitle: string;
  trialMessage: string;
}

/** Spec §4 game launch: guests get the login popup, trial users the real-account dialog, members the game's route. */
export function PlayButton({ label, game, trialTitle, trialMessage }: PlayButtonProps) {
  const { session } = useSession();
  const router = useRouter();
  function onClick() {
    if (!session.isLogin) return loginModal.open();
    if (session.isTrial) return dialog.show({ icon: 'warning', title: trialTitle, html: trialMessage });
    router.push(launchPath(game));
  }
  return (
    <button type="button" className="play" onClick={onClick} aria-label={label}>
      <span aria-hidden="true">▶</span>
    </button>
  );
}
