'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { RankProgressAnswer, VipLevel } from '@/contract/loyalty';
import { formatAmount } from '@/lib/format/amount';
import { fetchLoyalty, LoyaltyError, loyaltyErrorCode } from './loyalty-common';

interface VipView {
  progress: RankProgressAnswer;
  levels: VipLevel[];
}

function Bar({ label, actual, expected, money }: { label: string; actual: string; expected: string; money: (v: string) => string }) {
  const t = useTranslations('loyalty');
  const share = Number(expected) > 0 ? Math.min(100, (Number(actual) / Number(expected)) * 100) : 100;
  return (
    <div className="loyalty-bar">
      <span>{label}</span>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(share)} className="loyalty-bar-track">
        <div className="loyalty-bar-fill" style={{ width: `${share}%` }} />
      </div>
      <span>{t('vip.progress', { actual: money(actual), expected: money(expected) })}</span>
    </div>
  );
}

/** The VIP page: level, progress toward the next (monthly and total turnover), an upgrade just reached, the ladder with benefits. */
export function VipPanel() {
  const t = useTranslations('loyalty');
  const locale = useLocale();
  const { data, error, mutate } = useSWR('/api/loyalty/vip', fetchLoyalty<VipView>);
  const money = (value: string) => formatAmount(value, locale);
  if (error) return <LoyaltyError code={loyaltyErrorCode(error)} onRetry={() => mutate()} />;
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const { progress, levels } = data;
  return (
    <section className="loyalty" data-testid="vip-panel">
      {progress.upgraded.map((u) => (
        <div key={u.level} role="status" className="loyalty-notice">
          {t('vip.upgraded', { name: u.name })} {Number(u.reward) > 0 ? t('vip.reward', { amount: money(u.reward) }) : ''}
        </div>
      ))}
      <p className="loyalty-level">
        {t('vip.current')}: <strong data-testid="vip-level">{progress.playerRankName}</strong>
      </p>
      {progress.nextRankName ? (
        <>
          <p>{t('vip.next', { name: progress.nextRankName })}</p>
          <Bar label={t('vip.monthly')} actual={progress.monthlyTurnover.actual} expected={progress.monthlyTurnover.expected} money={money} />
          <Bar label={t('vip.total')} actual={progress.totalTurnover.actual} expected={progress.totalTurnover.expected} money={money} />
        </>
      ) : (
        <p>{t('vip.top')}</p>
      )}
      <h2>{t('vip.levels')}</h2>
      <table className="loyalty-table">
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col">{t('vip.monthlyNeed')}</th>
            <th scope="col">{t('vip.totalNeed')}</th>
            <th scope="col">{t('vip.upgradeReward')}</th>
            <th scope="col">{t('vip.rebateBoost')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} aria-current={l.level === progress.playerRank ? 'true' : undefined} className={l.level === progress.playerRank ? 'loyalty-current' : undefined}>
              <td>
                {l.name}
                {l.level === progress.playerRank ? ` (${t('vip.yours')})` : ''}
              </td>
              <td>{money(l.monthlyTurnover)}</td>
              <td>{money(l.totalTurnover)}</td>
              <td>{money(l.upgradeReward)}</td>
              <td>+{l.rebateBoost}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
