import { gamePageMetadata, GamePageBody } from '@/components/games/game-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /seaLottery (?gameCode): the TCG_SEA lottery lobby, launched with launchMode LOTT. */
export default function SeaLotteryPage({ params }: LocaleParams) {
  return <GamePageBody params={params} page="seaLottery" />;
}
