import { gamePageMetadata, GamePageBody } from '@/components/games/game-page';
import type { LocaleParams } from '@/lib/i18n/page-locale';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /lottery (?gameCode): the lottery lobby, launched with launchMode LOTT. */
export default function LotteryPage({ params }: LocaleParams) {
  return <GamePageBody params={params} page="lottery" />;
}
