import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { tileGame } from '@/lib/games/tile-game';
import { GameTile } from './game-tile';
import type { GamePage, Vendor } from '@/contract/games';

/**
 * The server-rendered first page of a game list center: what crawlers and first paint see, and
 * what the interactive browser shows until it hydrates (vendor tabs as links here).
 */
export async function GameListStatic({ path, vendors, page }: { path: string; vendors: Vendor[]; page: GamePage }) {
  const t = await getTranslations('games');
  const vendorNames = new Map(vendors.map((vendor) => [vendor.vassalage, vendor.name]));
  return (
    <div className="game-browser">
      <nav className="vendor-tabs" aria-label={t('vendorTabs')}>
        <LocaleLink href={path} aria-current="page">
          {t('allVendors')}
        </LocaleLink>
        {vendors.map((vendor) => (
          <LocaleLink key={vendor.vassalage} href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}>
            {vendor.name}
          </LocaleLink>
        ))}
      </nav>
      <p className="muted">{t('results', { count: page.totalCount })}</p>
      <ul className="game-grid">
        {page.list.map((game, i) => (
          <GameTile key={game.gameCode} game={tileGame(game)} vendorName={vendorNames.get(game.vassalage)} eager={i < 6} />
        ))}
      </ul>
    </div>
  );
}
