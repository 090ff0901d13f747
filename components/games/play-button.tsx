'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/client-navigation';
import { useGatedAction } from '@/lib/ui/use-gated-action';

interface PlayButtonProps {
  name: string;
  /** Where the tile leads (lib/games/launch-target.ts launchPath, worked out on the server). */
  href: string;
  /** Whether a trial account may open it (launch-target.ts trialMayOpen). */
  trialMay: boolean;
  /** 'vendor' cards say "Open {vendor}" instead of "Play {name}". */
  kind?: 'game' | 'vendor';
}

/**
 * Spec §4 game launch: guests get the login popup; trial users the real-account warning (the gated
 * action), except for what their trial credit plays (`trialMay`); members the game's route. Texts
 * come from the client messages, so each tile sends only its name and path.
 */
export function PlayButton({ name, href, trialMay, kind = 'game' }: PlayButtonProps) {
  const t = useTranslations('games');
  const router = useRouter();
  const gated = useGatedAction();
  return (
    <button
      type="button"
      className="play"
      onClick={() => gated(() => router.push(href), { trialMay })}
      aria-label={kind === 'vendor' ? t('openVendor', { vendor: name }) : t('play', { name })}
    >
      <span aria-hidden="true">▶</span>
    </button>
  );
}
