import { gamePageMetadata, GamePageBody } from '@/components/games/game-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /seamless: the game named by ?gameCode, launched through the BFF, in a frame. */
export default function SeamlessPage({ params }: LocaleParams) {
  return <GamePageBody params={params} page="seamless" />;
}
