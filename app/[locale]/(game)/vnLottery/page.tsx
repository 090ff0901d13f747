import { gamePageMetadata, GamePageBody, type GamePageProps } from '@/components/games/game-page';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /vnLottery (?gameCode): the TCG_LOTTO_VN lottery lobby, launched with launchMode LOTT. */
export default function VnLotteryPage({ params, searchParams }: GamePageProps) {
  return <GamePageBody params={params} searchParams={searchParams} page="vnLottery" />;
}
