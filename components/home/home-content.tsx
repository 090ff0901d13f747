import { getTranslations } from 'next-intl/server';
import { GameTile } from '@/components/games/game-tile';
import { GameTypeMenu } from '@/components/games/game-type-menu';
import { VendorTile } from '@/components/games/vendor-tile';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { Link } from '@/lib/i18n/navigation';
import { gameList, gameMenus, type GameMenu, type GamePage } from '@/lib/wps/games';
import type { UpstreamGameType } from '@/lib/wps/game-types';

/** Spec §2 home sections, in this order; game-list categories show games, game centers show vendors. */
const SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'] as const;
const GAME_LIST_TYPES: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
const HOME_TILES = 12;

export async function HomeContent({ locale }: { locale: string }) {
  const t = await getTranslations();
  const menus = shapeGameMenus(await gameMenus(locale));
  const sections = SECTIONS.map((type) => menus.find((menu) => menu.gameType === type)).filter(
    (menu): menu is GameMenu => menu !== undefined,
  );
  const pages = new Map<string, GamePage>(
    await Promise.all(
      sections
        .filter((menu) => GAME_LIST_TYPES.includes(menu.gameType))
        .map(async (menu) => {
          const page = await gameList({ gameType: menu.gameType as UpstreamGameType, pageSize: HOME_TILES }, { language: locale });
          return [menu.gameType, page] as const;
        }),
    ),
  );
  const vendorNames = new Map(menus.flatMap((menu) => menu.vendors.map((vendor) => [vendor.vassalage, vendor.name])));
  const label = (type: string) => t(`gameTypes.${type}` as never);

  return (
    <>
      <GameTypeMenu menus={menus} />
      <main id="main">
        <h1>{t('home.heading')}</h1>
        {sections.map((menu, index) => {
          const page = pages.get(menu.gameType);
          return (
            <section key={menu.gameType} className="section" aria-labelledby={`section-${menu.gameType}`}>
              <div className="section-head">
                <h2 id={`section-${menu.gameType}`}>{label(menu.gameType)}</h2>
                <Link href={`/${menu.gameType.toLowerCase()}`} aria-label={t('home.moreOf', { category: label(menu.gameType) })}>
                  {t('home.more')}
                </Link>
              </div>
              <p className="vendor-count">{t('home.vendors', { count: menu.vendors.length })}</p>
              <ul className="game-grid">
                {page
                  ? page.list.map((game) => (
                      <GameTile
                        key={game.gameCode}
                        game={game}
                        vendorName={vendorNames.get(game.vassalage)}
                        hotLabel={t('games.hot')}
                        playLabel={t('games.play', { name: game.displayName })}
                        eager={index === 0}
                      />
                    ))
                  : menu.vendors.map((vendor) => <VendorTile key={vendor.vassalage} vendor={vendor} />)}
              </ul>
            </section>
          );
        })}
      </main>
    </>
  );
}
