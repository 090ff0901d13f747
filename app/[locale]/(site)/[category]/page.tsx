import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountGames } from '@/components/games/account-games';
import { GameListBrowser } from '@/components/games/game-list-browser';
import { GameTile } from '@/components/games/game-tile';
import { GameTypeMenu } from '@/components/games/game-type-menu';
import { VendorTile } from '@/components/games/vendor-tile';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { accountPageFromSegment, categoryFromSegment, categoryPath, isGameListType } from '@/lib/games/categories';
import { tileGame } from '@/lib/games/tile-game';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { gameList, gameMenus, hotGames } from '@/lib/wps/games';
import { newVendorCount, newVendors } from '@/lib/wps/play';
import type { UpstreamGameType } from '@/contract/games';

/** Public and cacheable (ISR); the vendor tab, search and page live in the query, handled in the browser. */
// Kept 5 s by nginx or a CDN (s-maxage): an operator’s change shows there within 10 s (docs/edge-cache.md).
export const revalidate = 5;

/** Categories come from the upstream at run time: none prerendered, each cached on first visit (ISR). */
export function generateStaticParams() {
  return [];
}

interface CategoryParams {
  params: Promise<{ locale: string; category: string }>;
}

const MENU_KEYS = { hot: 'HOT', new: 'NEW', favorite: 'FAV', recent: 'RECENT' } as const;

export async function generateMetadata({ params }: CategoryParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  const type = categoryFromSegment(category);
  const account = accountPageFromSegment(category);
  if (!type && !account) return {};
  const t = await getTranslations({ locale });
  const key = type ?? MENU_KEYS[account!];
  const name = t(`gameTypes.${key}` as never);
  const menus = type ? shapeGameMenus(await gameMenus(locale)) : [];
  const count = menus.find((menu) => menu.gameType === type)?.vendors.length ?? 0;
  return {
    ...pageMetadata({
      locale,
      path: `/${category}`,
      title: t('pages.category.title', { category: name }),
      description: t('pages.category.description', { category: name, count }),
      siteName: t('meta.siteName'),
    }),
    // Per-member pages have nothing for a search engine.
    ...(account && account !== 'hot' && account !== 'new' ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function CategoryPage({ params }: CategoryParams) {
  const locale = await pageLocale(params);
  const { category } = await params;
  const type = categoryFromSegment(category);
  const account = accountPageFromSegment(category);
  if (!type && !account) notFound();

  const t = await getTranslations();
  const [menus, newCount] = await Promise.all([gameMenus(locale).then(shapeGameMenus), newVendorCount(locale)]);
  const menuKey = type ?? MENU_KEYS[account!];
  const title = t(`gameTypes.${menuKey}` as never);
  const path = `/${category}`;
  const menu = type ? menus.find((item) => item.gameType === type) : undefined;
  // A category the operator emptied (or never had) is not a page.
  if (type && !menu) notFound();

  let body: React.ReactNode;
  if (account === 'hot') {
    const hot = await hotGames(locale);
    body = (
      <ul className="game-grid">
        {hot.map((game, i) => (
          <GameTile key={game.gameCode} game={tileGame(game)} eager={i < 6} />
        ))}
      </ul>
    );
  } else if (account === 'new') {
    // Spec §7 "new vendors": each card opens like it does in its own category (spec §4).
    const fresh = await newVendors(locale);
    if (fresh.length === 0) notFound();
    body = (
      <ul className="game-grid vendor-grid">
        {fresh.map((vendor) => (
          <VendorTile key={`${vendor.vassalage}-${vendor.gameType}`} vendor={vendor} launch={vendor.isGame !== 'VASSALAGE'} />
        ))}
      </ul>
    );
  } else if (account) {
    body = <AccountGames view={account === 'favorite' ? 'favorite' : 'recent'} />;
  } else if (type && menu && isGameListType(type)) {
    const [page, hot] = await Promise.all([
      gameList({ gameType: type as UpstreamGameType }, { language: locale }),
      hotGames(locale),
    ]);
    const sameType = hot.filter((game) => game.gameType === type);
    const recommendations = (sameType.length >= 6 ? sameType : hot).slice(0, 12).map(tileGame);
    body = (
      <GameListBrowser
        gameType={type}
        vendors={menu.vendors}
        initialPage={{ ...page, list: page.list.map(tileGame) }}
        initialCount={t('games.results', { count: page.totalCount })}
        recommendations={recommendations}
      />
    );
  } else if (menu) {
    body = (
      <ul className="game-grid vendor-grid">
        {menu.vendors.map((vendor) => (
          <VendorTile
            key={vendor.vassalage}
            vendor={vendor}
            launch
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <GameTypeMenu menus={menus} newCount={newCount} current={menuKey} />
      <main id="main" data-category={type ?? account}>
        <Breadcrumbs
          locale={locale}
          label={t('nav.breadcrumb')}
          crumbs={[
            { name: t('nav.home'), path: '/' },
            { name: title, path: type ? categoryPath(type) : path },
          ]}
        />
        <h1>{title}</h1>
        {body}
      </main>
    </>
  );
}
