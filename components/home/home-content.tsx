import { getTranslations } from 'next-intl/server';
import { OnLoadPopups } from '@/components/announcements/on-load-popups';
import { GameTile } from '@/components/games/game-tile';
import { GameTypeMenu } from '@/components/games/game-type-menu';
import { JackpotDigits } from '@/components/games/jackpot-digits';
import { VendorTile } from '@/components/games/vendor-tile';
import { JsonLd } from '@/components/seo/json-ld';
import { Carousel } from '@/components/ui/carousel';
import { noticeView } from '@/lib/content/announcement-views';
import { formatWhole } from '@/lib/format/amount';
import { categoryPath } from '@/lib/games/categories';
import { tileGame } from '@/lib/games/tile-game';
import type { HomeData } from '@/lib/home/home-data';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/lib/i18n/routing';
import { organizationLd, webSiteLd } from '@/lib/seo/structured-data';
import { NoticeBar } from './notice-bar';
import { PromotionsStrip } from './promotions-strip';
import { QuickActions } from './quick-actions';
import { WinnerBoardSlot } from './winner-board-slot';

/**
 * One view of the hot carousel and two more, so it has somewhere to go (arrows show above 7);
 * /hot has them all. Each tile weighs about 1 KB of the first HTML.
 */
const HOME_HOT = 8;
/** Where one banner fills the width (globals.css): the phone's drawing of it, its copy larger. */
const PHONE_MEDIA = '(max-width: 640px)';
const WIDE_MEDIA = '(min-width: 641px)';

/**
 * The first banner is the page's largest paint: its image is asked for from the document's head
 * (React hoists these links there), not once the parser reaches the carousel below the header and
 * menus. One link per drawing, each for the screens that show it.
 */
function FirstBannerPreload({ image, phoneImage }: { image: string; phoneImage?: string }) {
  return phoneImage ? (
    <>
      <link rel="preload" as="image" href={phoneImage} media={PHONE_MEDIA} fetchPriority="high" />
      <link rel="preload" as="image" href={image} media={WIDE_MEDIA} fetchPriority="high" />
    </>
  ) : (
    <link rel="preload" as="image" href={image} fetchPriority="high" />
  );
}

/** Spec §2 home: the data comes from its page (lib/home/home-data.ts `homeData`). */
export async function HomeContent({ locale, data }: { locale: Locale; data: HomeData }) {
  const t = await getTranslations();
  const { menus, newCount, banners, hot, promotions, notices, social, pool, sections } = data;
  const vendorNames = new Map(menus.flatMap((menu) => menu.vendors.map((vendor) => [vendor.vassalage, vendor.name])));
  const label = (type: string) => t(`gameTypes.${type}` as never);

  return (
    <>
      <JsonLd data={organizationLd(t('meta.siteName'), social.map((link) => link.url))} />
      <JsonLd data={webSiteLd(t('meta.siteName'), locale)} />
      <GameTypeMenu menus={menus} newCount={newCount} current="HOME" />
      {banners[0] ? <FirstBannerPreload image={banners[0].image} phoneImage={banners[0].phoneImage ?? undefined} /> : null}
      <main id="main">
        <NoticeBar notices={notices.map(noticeView)} />
        <h1 className="home-heading">{t('home.heading')}</h1>
        {banners.length > 0 ? (
          // Issue #30: one banner the full width of a phone (three per view on a wide screen, spec §2).
          <div className="home-hero">
            <Carousel label={t('home.banners')} perView={3} pagination>
              {banners.map((banner, i) => {
                const image = (
                  <picture>
                    {banner.phoneImage ? <source media={PHONE_MEDIA} srcSet={banner.phoneImage} /> : null}
                    <img
                      src={banner.image}
                      alt={banner.title}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                      {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                    />
                  </picture>
                );
                return (
                  <div key={banner.id} className="banner" data-banner-id={banner.id}>
                    {banner.href ? (
                      banner.external ? (
                        <a href={banner.href} rel="noopener">{image}</a>
                      ) : (
                        <LocaleLink href={banner.href}>{image}</LocaleLink>
                      )
                    ) : (
                      image
                    )}
                  </div>
                );
              })}
            </Carousel>
          </div>
        ) : null}

        <QuickActions />

        {hot.length > 0 ? (
          <section className="section" aria-labelledby="hot-games">
            <div className="section-head">
              <h2 id="hot-games">{t('home.hotGames')}</h2>
              <LocaleLink href="/hot">{t('home.more')}</LocaleLink>
            </div>
            <Carousel label={t('home.hotGames')} perView={6} arrowsAbove={7}>
              {hot.slice(0, HOME_HOT).map((game) => (
                <GameTile key={game.gameCode} as="div" game={tileGame(game)} vendorName={vendorNames.get(game.vassalage)} />
              ))}
            </Carousel>
          </section>
        ) : null}

        {/* Spec §2's order: the jackpot ticker after the hot games (on a phone it kept them below the first screen). */}
        <section className="section jackpot-section" aria-labelledby="jackpot">
          <h2 id="jackpot">{t('home.jackpot')}</h2>
          <JackpotDigits locale={locale} label={t('home.jackpot')} className="jackpot-ticker" initial={pool === undefined ? undefined : { pool, text: formatWhole(pool, locale) }} />
        </section>

        <div className="home-columns">
          <WinnerBoardSlot />
          <PromotionsStrip promotions={promotions} />
        </div>

        {sections.map(({ menu, page }) => {
          return (
            <section key={menu.gameType} className="section" aria-labelledby={`section-${menu.gameType}`}>
              <div className="section-head">
                <h2 id={`section-${menu.gameType}`}>{label(menu.gameType)}</h2>
                {/* The name starts with the words shown (WCAG 2.5.3 label in name); the category completes it for a screen reader. */}
                <LocaleLink href={categoryPath(menu.gameType)}>
                  {t('home.more')}
                  <span className="visually-hidden">: {label(menu.gameType)}</span>
                </LocaleLink>
              </div>
              <p className="vendor-count">{t('home.vendors', { count: menu.vendors.length })}</p>
              <ul className="game-grid">
                {page
                  ? page.list.map((game) => (
                      <GameTile key={game.gameCode} game={tileGame(game)} vendorName={vendorNames.get(game.vassalage)} />
                    ))
                  : menu.vendors.map((vendor) => <VendorTile key={vendor.vassalage} vendor={vendor} />)}
              </ul>
            </section>
          );
        })}
      </main>
      <OnLoadPopups />
    </>
  );
}
