import { gamePageMetadata, GamePageBody, type GamePageProps } from '@/components/games/game-page';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /lottery (?gameCode): the lottery lobby, launched with launchMode LOTT. */
export default function LotteryPage({ params, searchParams }: GamePageProps) {
  return <GamePageBody params={params} searchParams={searchParams} page="lottery" />;
}
