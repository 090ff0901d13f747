'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/client-navigation';
import type { LocalGame } from '@/contract/games';
import { launchPath, trialMayOpen } from '@/lib/games/launch-target';
import { useGatedAction } from '@/lib/ui/use-gated-action';

interface PlayButtonProps {
  name: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  /** 'vendor' cards say "Open {vendor}" instead of "Play {name}". */
  kind?: 'game' | 'vendor';
  /** A vendor card's isGame (VASSALAGE opens its game list, spec §3). */
  isGame?: string | null;
  /** What the catalogue says the tile opens (lib/games/launch-target.ts). */
  localGame?: LocalGame;
  standIn?: boolean;
}

/**
 * Spec §4 game launch: guests get the login popup; trial users the real-account warning (the gated
 * action), except for what their trial credit plays (trialMayOpen); members the game's route. Texts
 * come from the client messages, so each tile sends only its ids.
 */
export function PlayButton({ name, gameCode, vassalage, gameType, kind = 'game', isGame, localGame, standIn }: PlayButtonProps) {
  const t = useTranslations('games');
  const router = useRouter();
  const gated = useGatedAction();
  return (
    <button
      type="button"
      className="play"
      onClick={() => {
        const target = { gameCode, vassalage, gameType, localGame, standIn, vendorCard: kind === 'vendor' ? { isGame } : undefined };
        gated(() => router.push(launchPath(target)), { trialMay: trialMayOpen(target) });
      }}
      aria-label={kind === 'vendor' ? t('openVendor', { vendor: name }) : t('play', { name })}
    >
      <span aria-hidden="true">▶</span>
    </button>
  );
}
