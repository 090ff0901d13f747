import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GameTypeMenu } from '@/components/games/game-type-menu';
import { ServerMessages } from '@/components/i18n/server-messages';
import { PromotionCard } from '@/components/rewards/promotion-card';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { REWARDS_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getSession } from '@/lib/session';
import { gameMenus } from '@/lib/wps/games';
import { newVendorCount } from '@/lib/wps/play';
import { promotionList } from '@/lib/wps/rewards';

// The reader's own statuses (joined, claimable...) make this page personal: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/promotions', title: t('pages.promotions.title'), description: t('pages.promotions.description'), siteName: t('meta.siteName') });
}

/** Spec §2 /promotions: the operator's promotions, each with its terms, the reader's status and a details page. */
export default async function PromotionsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const session = await getSession();
  const token = session.token && !session.isTrial ? session.token : undefined;
  const [menus, newCount, promotions] = await Promise.all([
    gameMenus(locale).then(shapeGameMenus),
    newVendorCount(locale),
    promotionList({ token, language: locale }).catch(() => []),
  ]);
  return (
    <>
      <GameTypeMenu menus={menus} newCount={newCount} />
      <main id="main">
        <Breadcrumbs locale={locale} label={t('nav.breadcrumb')} crumbs={[{ name: t('nav.home'), path: '/' }, { name: t('pages.promotions.title'), path: '/promotions' }]} />
        <h1>{t('pages.promotions.title')}</h1>
        <p className="muted">{t('promotions.intro')}</p>
        {promotions.length === 0 ? <p>{t('promotions.empty')}</p> : null}
        <ServerMessages namespaces={REWARDS_NAMESPACES}>
          <div className="promotion-list">
            {promotions.map((promotion) => (
              <PromotionCard key={promotion.promotionId} promotion={promotion} locale={locale} loggedIn={Boolean(session.token)} />
            ))}
            <span id="vip" />
          </div>
        </ServerMessages>
      </main>
    </>
  );
}
