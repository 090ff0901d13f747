import { gamePageMetadata, GamePageBody } from '@/components/games/game-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /vnLottery (?gameCode): the TCG_LOTTO_VN lottery lobby, launched with launchMode LOTT. */
export default function VnLotteryPage({ params }: LocaleParams) {
  return <GamePageBody params={params} page="vnLottery" />;
}
