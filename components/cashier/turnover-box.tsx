'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TurnoverInfo } from '@/contract/cashier-withdraw';
import { formatAmount } from '@/lib/format/amount';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';

/**
 * The turnover requirement (money-and-agents §3.3): nothing when achieved; the table with a warning
 * when incomplete (I); the table and a "play more games" button when it blocks the withdrawal (N).
 */
export function TurnoverBox({ turnover }: { turnover: TurnoverInfo }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  if (turnover.status === 'A') return null;
  const money = (value: string) => formatAmount(value, locale);
  const gameType = (code: string) => (t.has(`gameType_${code}` as never) ? t(`gameType_${code}` as never) : code);
  return (
    <section className="turnover" aria-labelledby="turnover-title">
      <h2 id="turnover-title">{t('turnoverTitle')}</h2>
      <p className={turnover.status === 'N' ? 'form-error' : 'hint'} role="note">
        {turnover.status === 'N' ? t('turnoverTipsN') : t('turnoverTipsI')}
      </p>
      <table className="cashier-table">
        <thead>
          <tr>
            <th scope="col">{t('gameType')}</th>
            <th scope="col">{t('required')}</th>
            <th scope="col">{t('actual')}</th>
            <th scope="col">{t('remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {turnover.details.map((row) => (
            <tr key={row.gameType}>
              <th scope="row" data-label={t('gameType')}>{gameType(row.gameType)}</th>
              <td data-label={t('required')}>{money(row.requiredTurnover)}</td>
              <td data-label={t('actual')}>{money(row.actualTurnover)}</td>
              <td data-label={t('remaining')}>{money(row.remainingTurnover)}</td>
            </tr>
          ))}
        </tbody>
        {turnover.details.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row" data-label={t('gameType')}>{t('turnoverTotal')}</th>
              <td data-label={t('required')}>{money(turnover.totalRequiredTurnover)}</td>
              <td data-label={t('actual')}>{money(turnover.totalActualTurnover)}</td>
              <td data-label={t('remaining')} />
            </tr>
          </tfoot>
        ) : null}
      </table>
      {turnover.status === 'N' ? (
        <ClientLocaleLink href="/rng" className="btn btn-primary">
          {t('playMore')}
        </ClientLocaleLink>
      ) : null}
    </section>
  );
}
