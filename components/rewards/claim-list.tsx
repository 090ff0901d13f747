import { getTranslations } from 'next-intl/server';
import type { ClaimView } from '@/contract/rewards';
import { formatAmount } from '@/lib/format/amount';
import { longDate } from '@/lib/format/dates';
import { ClaimButton } from './claim-button';

/** A drawn raffle entry: won (a prize, paid or to claim) or not drawn; nothing before the draw. */
function raffleOutcome(claim: ClaimView): 'raffleWon' | 'raffleLost' | null {
  if (claim.type !== 'LUCKYBET') return null;
  if (claim.state === 'E') return 'raffleLost';
  return claim.state === 'C' || claim.state === 'I' ? 'raffleWon' : null;
}

/** Rewards as a table: promotion, status, bonus, turnover, date; an issued reward has its claim button. */
export async function ClaimList({ claims, locale, empty }: { claims: ClaimView[]; locale: string; empty: string }) {
  const t = await getTranslations('rewards');
  if (claims.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table reward-claims">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('title')}</th>
            <th scope="col">{t('bonus')}</th>
            <th scope="col">{t('turnoverRequired')}</th>
            <th scope="col">{t('statusColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.claimId} data-claim={claim.claimId} data-status={claim.status}>
              <td>{longDate(claim.claimedAt ?? claim.createdAt, locale)}</td>
              <td>
                {claim.title}
                {claim.decisionRemark && claim.status === 'REJECTED' ? <div className="muted">{t('decisionRemark', { remark: claim.decisionRemark })}</div> : null}
                {raffleOutcome(claim) ? <div className="muted" data-testid="raffle-outcome">{t(raffleOutcome(claim)!)}</div> : null}
              </td>
              <td className="amount">{claim.bonus === '0.00' ? '—' : formatAmount(claim.bonus, locale)}</td>
              <td className="amount">{claim.turnoverRequired === '0.00' ? '—' : formatAmount(claim.turnoverRequired, locale)}</td>
              <td>
                {claim.status === 'CLAIM' ? (
                  <>
                    <ClaimButton claimId={claim.claimId} bonus={claim.bonus} raffle={claim.type === 'LUCKYBET'} />
                    {claim.expiresAt ? <div className="muted">{t('claimBy', { date: longDate(claim.expiresAt, locale) })}</div> : null}
                  </>
                ) : (
                  <span className={`activity-status status-${claim.status.toLowerCase()}`}>{t(`status.${claim.status}`)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
