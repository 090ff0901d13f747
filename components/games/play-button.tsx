'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { launchPath } from '@/lib/games/launch-target';
import { dialog } from '@/lib/ui/dialog-store';
import { loginModal } from '@/lib/ui/login-modal-store';
import { useSession } from '@/lib/ui/use-session';

interface PlayButtonProps {
  name: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** 'vendor' cards say "Open {vendor}" instead of "Play {name}". */
  kind?: 'game' | 'vendor';
}

/**
 * Spec §4 game launch: guests get the login popup, trial users the real-account dialog, members
 * the game's route. Texts come from the client messages, so each tile sends only its ids.
 */
export function PlayButton({ name, gameCode, vassalage, gameType, kind = 'game' }: PlayButtonProps) {
  const t = useTranslations('games');
  const { session } = useSession();
  const router = useRouter();
  function onClick() {
    if (!session.isLogin) return loginModal.open();
    if (session.isTrial) return dialog.show({ icon: 'warning', title: t('trueAccountTitle'), html: t('trueAccountNeeded') });
    router.push(launchPath({ gameCode, vassalage, gameType }));
  }
  return (
    <button type="button" className="play" onClick={onClick} aria-label={kind === 'vendor' ? t('openVendor', { vendor: name }) : t('play', { name })}>
      <span aria-hidden="true">▶</span>
    </button>
  );
}
