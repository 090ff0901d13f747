import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { GameTileLabels } from './game-tile';
import { GameTile } from './game-tile';
import type { GamePage, Vendor } from '@/lib/wps/games';

/**
 * The server-rendered first page of a game list center: what crawlers and first paint see, and
 * what the interactive browser shows until it hydrates (vendor tabs as links here).
 */
export async function GameListStatic({ path, vendors, page, labels }: { path: string; vendors: Vendor[]; page: GamePage; labels: GameTileLabels }) {
  const t = await getTranslations('games');
  const vendorNames = new Map(vendors.map((vendor) => [vendor.vassalage, vendor.name]));
  return (
    <div className="game-browser">
      <nav className="vendor-tabs" aria-label={t('vendorTabs')}>
        <Link href={path} aria-current="page">
          {t('allVendors')}
        </Link>
        {vendors.map((vendor) => (
          <Link key={vendor.vassalage} href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`} prefetch={false}>
            {vendor.name}
          </Link>
        ))}
      </nav>
      <p className="muted">{t('results', { count: page.totalCount })}</p>
      <ul className="game-grid">
        {page.list.map((game, i) => (
          <GameTile key={game.gameCode} game={game} vendorName={vendorNames.get(game.vassalage)} labels={labels} eager={i < 6} />
        ))}
      </ul>
    </div>
  );
}
