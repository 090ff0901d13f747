import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GameTypeMenu } from '@/components/games/game-type-menu';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { longDate } from '@/lib/format/dates';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { announcements } from '@/lib/wps/announcements';
import { gameMenus } from '@/lib/wps/games';

export const revalidate = 60;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/promotions', title: t('pages.promotions.title'), description: t('pages.promotions.description'), siteName: t('meta.siteName') });
}

/** Spec §2 /promotions: every promotion (announcement type PR) with its images and text. */
export default async function PromotionsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const [menus, all] = await Promise.all([gameMenus(locale).then(shapeGameMenus), announcements(locale)]);
  const promotions = all.filter((item) => item.type === 'PR');
  return (
    <>
      <GameTypeMenu menus={menus} />
      <main id="main">
        <Breadcrumbs locale={locale} label={t('nav.breadcrumb')} crumbs={[{ name: t('nav.home'), path: '/' }, { name: t('pages.promotions.title'), path: '/promotions' }]} />
        <h1>{t('pages.promotions.title')}</h1>
        <p className="muted">{t('promotions.intro')}</p>
        {promotions.length === 0 ? <p>{t('promotions.empty')}</p> : null}
        <div className="promotion-list">
          {promotions.map((promotion, i) => (
            <article key={promotion.id} id={`promotion-${promotion.id}`} className="promotion" data-promotion-type={promotion.promotionType ?? undefined}>
              {promotion.images[0] ? <img src={promotion.images[0]} alt="" loading={i === 0 ? 'eager' : 'lazy'} decoding="async" /> : null}
              <h2>{promotion.title}</h2>
              <p className="muted">
                <time dateTime={promotion.publishedAt}>{longDate(promotion.publishedAt, locale)}</time>
              </p>
              <div className="rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }} />
            </article>
          ))}
          <span id="vip" />
        </div>
      </main>
    </>
  );
}
