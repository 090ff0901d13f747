'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { MissionClaimAnswer, MissionLeaderboardAnswer, MissionMilestonesAnswer, MissionStatus, MissionSummary, MissionSummaryAnswer } from '@/contract/loyalty';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { fetchLoyalty, formatMoment, LoyaltyError, loyaltyErrorCode } from './loyalty-common';

type MissionDetail = MissionMilestonesAnswer & { leaderboard: MissionLeaderboardAnswer };
const TABS: MissionStatus[] = ['O', 'U', 'E'];

/** One mission: its milestones with claim buttons, and its leaderboard with the member's own rank. */
function MissionCard({ summary, onClaimed }: { summary: MissionSummary; onClaimed: () => void }) {
  const t = useTranslations('loyalty');
  const locale = useLocale();
  const { data, error, mutate } = useSWR(`/api/loyalty/missions/detail?missionId=${summary.missionId}`, fetchLoyalty<MissionDetail>);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actionKey = useRef<{ milestone: number; key: string } | null>(null);
  const money = (value: string) => formatAmount(value, locale);
  const value = (v: string) => (summary.metric === 'rounds' ? t('missions.rounds', { count: Number(v) }) : money(v));

  async function claim(milestone: number) {
    if (actionKey.current?.milestone !== milestone) actionKey.current = { milestone, key: newActionKey() };
    setBusy(milestone);
    const result = await callMoneyApi<MissionClaimAnswer>('/api/loyalty/missions/claim', { missionId: summary.missionId, milestone }, actionKey.current.key);
    setBusy(null);
    if (!result.ok && outcomeUnknown(result)) return setProblem(result.error.code);
    actionKey.current = null;
    if (!result.ok) {
      setNotice(null);
      setProblem(result.error.code);
    } else {
      setProblem(null);
      setNotice(t('missions.claimedNotice', { amount: money(result.data.reward) }));
    }
    await mutate();
    onClaimed();
  }

  return (
    <article className="loyalty-mission" data-testid={`mission-${summary.missionId}`}>
      <h3>{summary.title}</h3>
      {summary.description ? <p>{summary.description}</p> : null}
      <p className="muted">
        {t(`series.${summary.series}` as never)} · {formatMoment(summary.startTime, locale)} – {formatMoment(summary.endTime, locale)}
      </p>
      <p>
        {t('missions.progress')}: <strong data-testid="mission-progress">{value(summary.progress)}</strong>
      </p>
      {notice ? (
        <div role="status" className="loyalty-notice">
          {notice}
        </div>
      ) : null}
      {problem ? <LoyaltyError code={problem} /> : null}
      {error ? (
        <LoyaltyError code={loyaltyErrorCode(error)} onRetry={() => mutate()} />
      ) : !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          <ol className="loyalty-milestones">
            {data.milestones.map((m) => (
              <li key={m.index} data-testid={`milestone-${m.index}`}>
                <span>
                  {t('missions.milestone', { n: m.index + 1 })}: {value(m.target)} → {money(m.reward)}
                </span>{' '}
                {m.claimed ? (
                  <span className="badge">{t('missions.claimed')}</span>
                ) : m.reached && summary.status !== 'U' ? (
                  <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => claim(m.index)} data-testid={`claim-${m.index}`}>
                    {t('missions.claim')}
                  </button>
                ) : (
                  <span className="muted">{t('missions.notReached')}</span>
                )}
              </li>
            ))}
          </ol>
          <h4>{t('missions.leaderboard')}</h4>
          <p data-testid="mission-rank">{data.leaderboard.footer.rank ? t('missions.yourRank', { rank: data.leaderboard.footer.rank }) : t('missions.unranked')}</p>
          {data.leaderboard.list.length ? (
            <table className="loyalty-table">
              <thead>
                <tr>
                  <th scope="col">{t('missions.rank')}</th>
                  <th scope="col">{t('missions.player')}</th>
                  <th scope="col">{t('missions.score')}</th>
                </tr>
              </thead>
              <tbody>
                {data.leaderboard.list.map((row) => (
                  <tr key={row.rank} className={row.rank === data.leaderboard.footer.rank ? 'loyalty-current' : undefined}>
                    <td>{row.rank}</td>
                    <td>{row.account}</td>
                    <td>{value(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </article>
  );
}

/** /missionLeaderboard: running, upcoming and ended missions, each with milestones, claims and its leaderboard. */
export function MissionsPanel() {
  const t = useTranslations('loyalty');
  const [tab, setTab] = useState<MissionStatus>('O');
  const { data, error, mutate } = useSWR(`/api/loyalty/missions?status=${tab}&page=1&size=20`, fetchLoyalty<MissionSummaryAnswer>);
  const count = useSWR('/api/loyalty/missions/count', fetchLoyalty<{ count: number }>);
  return (
    <section className="loyalty" data-testid="missions-panel">
      {count.data && count.data.count > 0 ? (
        <p className="loyalty-notice" data-testid="missions-to-claim">
          <span className="badge">{count.data.count}</span> {t('missions.toClaim', { count: count.data.count })}
        </p>
      ) : null}
      <div role="tablist" className="loyalty-tabs">
        {TABS.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={tab === s} className={tab === s ? 'btn btn-primary' : 'btn'} onClick={() => setTab(s)}>
            {t(`missions.tabs.${s}`)}
          </button>
        ))}
      </div>
      {error ? (
        <LoyaltyError code={loyaltyErrorCode(error)} onRetry={() => mutate()} />
      ) : !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : data.list.length === 0 ? (
        <p>{t('missions.empty')}</p>
      ) : (
        data.list.map((m) => (
          <MissionCard
            key={m.missionId}
            summary={m}
            onClaimed={() => {
              void mutate();
              void count.mutate();
            }}
          />
        ))
      )}
    </section>
  );
}
