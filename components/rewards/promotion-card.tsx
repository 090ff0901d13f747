import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import type { PromotionView } from '@/contract/rewards';
import { PromotionAction } from './promotion-action';
import { PromotionTerms } from './promotion-terms';

/** One promotion in a list: type, status, title, terms, what the reader can do, its details page. */
export async function PromotionCard({ promotion, locale, loggedIn, headingLevel = 2 }: { promotion: PromotionView; locale: string; loggedIn: boolean; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('rewards');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="promotion-card" id={`promotion-${promotion.promotionId}`} data-status={promotion.status} data-promotion-type={promotion.type}>
      <p className="promotion-meta">
        <span className="promotion-type">{t(`types.${promotion.type}`)}</span>
        <span className={`activity-status status-${promotion.status.toLowerCase()}`}>{t(`status.${promotion.status}`)}</span>
      </p>
      <Heading>
        <LocaleLink href={`/promotions/${promotion.promotionId}`}>{promotion.title}</LocaleLink>
      </Heading>
      <PromotionTerms promotion={promotion} locale={locale} />
      <div className="promotion-actions">
        <PromotionAction promotion={promotion} loggedIn={loggedIn} />
        <LocaleLink className="btn btn-secondary" href={`/promotions/${promotion.promotionId}`}>
          {t('details')}
        </LocaleLink>
      </div>
    </article>
  );
}
