import { getTranslations } from 'next-intl/server';
import type { PromotionView } from '@/contract/rewards';
import { formatAmount } from '@/lib/format/amount';
import { longDate } from '@/lib/format/dates';

/**
 * A promotion's terms: period, amount (fixed or percentage with its cap), minimum deposit, turnover,
 * a raffle's draw (when, how many winners) or that it was drawn, automatic payment, claim window.
 */
export async function PromotionTerms({ promotion, locale }: { promotion: PromotionView; locale: string }) {
  const t = await getTranslations('rewards');
  const money = (value: string) => formatAmount(value, locale);
  return (
    <ul className="promotion-terms">
      <li>{t('period', { from: longDate(promotion.startsAt, locale), to: longDate(promotion.endsAt, locale) })}</li>
      <li>
        {promotion.percent !== null
          ? t('bonusPercent', { percent: Number(promotion.percent), max: money(promotion.maxBonus ?? '0.00') })
          : t('bonusFixed', { amount: money(promotion.fixedAmount ?? '0.00') })}
      </li>
      {promotion.minDeposit ? <li>{t('minDeposit', { amount: money(promotion.minDeposit) })}</li> : null}
      {promotion.eligibility === 'FIRST_DEPOSIT' ? <li>{t('firstDeposit')}</li> : null}
      {promotion.turnoverMultiple > 0 ? <li>{t('turnover', { multiple: promotion.turnoverMultiple })}</li> : null}
      {promotion.drawnAt ? (
        <li data-testid="raffle-drawn">{t('raffleDrawn', { date: longDate(promotion.drawnAt, locale) })}</li>
      ) : promotion.drawAt && promotion.winners !== null ? (
        <li data-testid="raffle-draw">{t('raffleDraw', { date: longDate(promotion.drawAt, locale), winners: promotion.winners })}</li>
      ) : null}
      {promotion.autoGrant ? <li>{t(promotion.type === 'REGISTER' ? 'autoRegister' : 'autoLogin')}</li> : null}
      {promotion.type !== 'DEPOSIT' && promotion.type !== 'PROMOCODE' && !promotion.autoGrant ? <li>{t('claimWindow', { days: promotion.claimDays })}</li> : null}
    </ul>
  );
}
