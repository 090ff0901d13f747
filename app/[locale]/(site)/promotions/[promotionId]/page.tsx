import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { PromotionAction } from '@/components/rewards/promotion-action';
import { PromotionTerms } from '@/components/rewards/promotion-terms';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { LocaleLink } from '@/components/ui/locale-link';
import { PROMOTION_ID, type PromotionView } from '@/contract/rewards';
import { REWARDS_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';
import { WpsError } from '@/lib/wps/envelope';
import { promotionDetail } from '@/lib/wps/rewards';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string; promotionId: string }> };

async function load(locale: string, promotionId: string): Promise<PromotionView> {
  if (!PROMOTION_ID.test(promotionId)) notFound();
  const session = await getSession();
  const token = session.token && !session.isTrial ? session.token : undefined;
  try {
    return await promotionDetail({ token, language: locale }, promotionId);
  } catch (error) {
    if (error instanceof WpsError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { promotionId } = await params;
  const locale = await pageLocale(params);
  const promotion = await load(locale, promotionId);
  return { title: promotion.title, description: promotion.description.slice(0, 160) };
}

/** One promotion: its text, terms, the reader's status (spec §4) and what they can do (apply, claim, deposit, code). */
export default async function PromotionPage({ params }: Params) {
  const { promotionId } = await params;
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const promotion = await load(locale, promotionId);
  const session = await getSession();
  return (
    <main id="main" className="narrow promotion-detail">
      <Breadcrumbs
        locale={locale}
        label={t('nav.breadcrumb')}
        crumbs={[
          { name: t('nav.home'), path: '/' },
          { name: t('pages.promotions.title'), path: '/promotions' },
          { name: promotion.title, path: `/promotions/${promotion.promotionId}` },
        ]}
      />
      <p className="promotion-meta">
        <span className="promotion-type">{t(`rewards.types.${promotion.type}`)}</span>
        <span className={`activity-status status-${promotion.status.toLowerCase()}`} data-testid="promotion-status">
          {t(`rewards.status.${promotion.status}`)}
        </span>
      </p>
      <h1>{promotion.title}</h1>
      <p>{promotion.description}</p>
      <PromotionTerms promotion={promotion} locale={locale} />
      <ServerMessages namespaces={REWARDS_NAMESPACES}>
        <div className="promotion-actions">
          <PromotionAction promotion={promotion} loggedIn={Boolean(session.token)} full />
        </div>
      </ServerMessages>
      <p>
        <LocaleLink href="/promotions">{t('rewards.allPromotions')}</LocaleLink>
      </p>
    </main>
  );
}
