import { gamePageMetadata, GamePageBody, type GamePageProps } from '@/components/games/game-page';

export const generateMetadata = gamePageMetadata;

/** Spec §2 /seamless: the game named by ?gameCode, launched through the BFF, in a frame. */
export default function SeamlessPage({ params, searchParams }: GamePageProps) {
  return <GamePageBody params={params} searchParams={searchParams} page="seamless" />;
}
