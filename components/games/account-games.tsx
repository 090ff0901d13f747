'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { OpenAuthButton } from '@/components/auth/open-auth-button';
import { useRecentGames } from '@/lib/ui/use-recent-games';
import { useSession } from '@/lib/ui/use-session';
import type { Game } from '@/contract/games';
import { tileGame } from '@/lib/games/tile-game';
import { GameTile } from './game-tile';

async function fetchFavourites(url: string): Promise<Game[]> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return [];
  return ((await response.json()) as { games: Game[] }).games;
}

/**
 * Spec §2 account game pages /favorite and /recent: per member, so rendered in the browser.
 * Guests are asked to log in (spec §6). The recent list fills as games are launched.
 */
export function AccountGames({ view }: { view: 'favorite' | 'recent' }) {
  const t = useTranslations();
  const { session, isLoading } = useSession();
  const { data } = useSWR(view === 'favorite' && session.isLogin ? '/api/favorites?view=list' : null, fetchFavourites);
  const recent = useRecentGames();
  if (isLoading || (view === 'recent' && recent.isLoading)) return <p className="muted">{t('games.loading')}</p>;
  if (!session.isLogin) {
    return (
      <div className="empty-state">
        <p>{t('games.loginToSee')}</p>
        <OpenAuthButton label={t('nav.login')} />
      </div>
    );
  }
  const games = view === 'favorite' ? (data ?? []) : recent.games;
  if (games.length === 0) return <p className="empty-state">{view === 'favorite' ? t('games.favoriteEmpty') : t('games.recentEmpty')}</p>;
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <GameTile key={game.gameCode} game={tileGame(game)} />
      ))}
    </ul>
  );
}
