import { gamePageMetadata, GamePageBody, type GamePageProps } from '@/components/games/game-page';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /seaLottery (?gameCode): the TCG_SEA lottery lobby, launched with launchMode LOTT. */
export default function SeaLotteryPage({ params, searchParams }: GamePageProps) {
  return <GamePageBody params={params} searchParams={searchParams} page="seaLottery" />;
}
