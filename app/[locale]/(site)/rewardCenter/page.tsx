import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { ClaimList } from '@/components/rewards/claim-list';
import { PromoCodeForm } from '@/components/rewards/promo-code-form';
import { PromotionCard } from '@/components/rewards/promotion-card';
import { currentMember } from '@/lib/current-member';
import { REWARDS_NAMESPACES } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';
import { rewardCenter } from '@/lib/wps/rewards';

export const metadata = { robots: { index: false } };
// A member's page: rendered per request and sent private, no-store (never a shared cached copy).
export const dynamic = 'force-dynamic';

/**
 * /rewardCenter (spec §2 personal center): the promotions the member can join with their status
 * (§4), their rewards (claimable, claimed, applying...) and the expired ones, and promo codes.
 */
export default async function RewardCenterPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/rewardCenter' } }, locale });
  const session = await getSession();
  const t = await getTranslations('rewards');
  const center = await rewardCenter({ token: session.token, language: locale });
  return (
    <main id="main" className="reward-center">
      <h1>
        {t('title')}
        {center.claimableCount > 0 ? (
          <span className="count-badge" data-testid="reward-badge" aria-label={t('badge', { count: center.claimableCount })}>
            {center.claimableCount}
          </span>
        ) : null}
      </h1>
      <p className="muted">{t('intro')}</p>
      <ServerMessages namespaces={REWARDS_NAMESPACES}>
        <section aria-labelledby="reward-code">
          <h2 id="reward-code">{t('promoCode')}</h2>
          <PromoCodeForm />
        </section>
        <section aria-labelledby="reward-available">
          <h2 id="reward-available">{t('available')}</h2>
          {center.available.length === 0 ? <p className="empty-state">{t('empty.available')}</p> : null}
          <div className="promotion-list">
            {center.available.map((promotion) => (
              <PromotionCard key={promotion.promotionId} promotion={promotion} locale={locale} loggedIn headingLevel={3} />
            ))}
          </div>
        </section>
        <section aria-labelledby="reward-claimed">
          <h2 id="reward-claimed">{t('claimed')}</h2>
          <ClaimList claims={center.claimed} locale={locale} empty={t('empty.claimed')} />
        </section>
        <section aria-labelledby="reward-expired">
          <h2 id="reward-expired">{t('expired')}</h2>
          <ClaimList claims={center.expired} locale={locale} empty={t('empty.expired')} />
        </section>
      </ServerMessages>
    </main>
  );
}
