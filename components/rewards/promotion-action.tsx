import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import type { PromotionView } from '@/contract/rewards';
import { ApplicationForm } from './application-form';
import { ClaimButton } from './claim-button';
import { PromoCodeForm } from './promo-code-form';

/**
 * What the reader can do with a promotion in its status (spec §4): a guest logs in; a deposit
 * promotion is joined in the deposit form; a promo code is typed; an application has its form; an
 * issued reward is claimed; any other status is shown as it is.
 */
export async function PromotionAction({ promotion, loggedIn, full = false }: { promotion: PromotionView; loggedIn: boolean; full?: boolean }) {
  const t = await getTranslations('rewards');
  const path = `/promotions/${promotion.promotionId}`;
  if (promotion.status === 'JOIN' && !loggedIn) {
    return (
      <LocaleLink className="btn btn-primary" href={`/login?next=${encodeURIComponent(path)}`}>
        {t('loginToJoin')}
      </LocaleLink>
    );
  }
  if (promotion.status === 'JOIN') {
    if (promotion.type === 'DEPOSIT') {
      return (
        <LocaleLink className="btn btn-primary" href={`/depositv2?promotionId=${encodeURIComponent(promotion.promotionId)}`}>
          {t('depositWith')}
        </LocaleLink>
      );
    }
    if (promotion.type === 'PROMOCODE') return <PromoCodeForm />;
    if (promotion.applyRequired && !full) {
      return (
        <LocaleLink className="btn btn-primary" href={path}>
          {t('apply')}
        </LocaleLink>
      );
    }
    return <ApplicationForm promotionId={promotion.promotionId} withForm={promotion.applyRequired} />;
  }
  if (promotion.status === 'CLAIM' && promotion.claim) {
    return <ClaimButton claimId={promotion.claim.claimId} bonus={promotion.claim.bonus} raffle={promotion.type === 'LUCKYBET'} />;
  }
  return <span className={`activity-status status-${promotion.status.toLowerCase()}`}>{t(`status.${promotion.status}`)}</span>;
}
