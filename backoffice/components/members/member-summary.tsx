'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { BLOCK_KINDS, type MemberOverview } from '@/contract/member-admin';
import { useMoney } from '../ui/money';

/** Whether the member's login is locked now (a staff lock runs until a staff member lifts it). */
export const loginLocked = (member: MemberOverview) => member.profile.lockedUntil !== null && new Date(member.profile.lockedUntil).getTime() > Date.now();

/** Who the member is, what they hold, what is stopped, and their own limits and breaks (shown, never lifted here). */
export function MemberSummary({ member }: { member: MemberOverview }) {
  const t = useTranslations('members');
  const format = useFormatter();
  const money = useMoney();
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const { profile, balances, blocks, responsibleGaming: rg } = member;
  return (
    <section id="member-summary" aria-labelledby="member-summary-title" className="member-grid">
      <h2 id="member-summary-title" className="visually-hidden">
        {t('view.sections.summary')}
      </h2>
      <div className="panel">
        <h3>{t('profile.title')}</h3>
        <dl className="facts">
          <dt>{t('account')}</dt>
          <dd className="mono">{profile.account}</dd>
          <dt>{t('realName')}</dt>
          <dd data-testid="member-real-name">{profile.realName ?? '—'}</dd>
          <dt>{t('nickname')}</dt>
          <dd>{profile.nickname ?? '—'}</dd>
          <dt>{t('mobile')}</dt>
          <dd className="mono">{profile.mobile ?? '—'}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email ?? '—'}</dd>
          <dt>{t('joined')}</dt>
          <dd>{time(profile.createdAt)}</dd>
        </dl>
      </div>
      <div className="panel">
        <h3>{t('balances.title')}</h3>
        <dl className="facts">
          <dt>{t('balances.cash')}</dt>
          <dd className="amount">{money(balances.cash)}</dd>
          <dt>{t('balances.held')}</dt>
          <dd className="amount">{money(balances.hold)}</dd>
          <dt>{t('balances.bonus')}</dt>
          <dd className="amount">{money(balances.bonusHeld)}</dd>
          <dt>{t('balances.unmetTurnover')}</dt>
          <dd className="amount">{money(balances.unmetTurnover)}</dd>
        </dl>
      </div>
      <div className="panel">
        <h3>{t('controls.title')}</h3>
        <dl className="facts" data-testid="member-controls">
          <dt>{t('controls.login')}</dt>
          <dd>
            {loginLocked(member) ? <span className="badge badge-locked">{t('loginLocked')}</span> : <span className="badge badge-active">{t('loginOpen')}</span>}
          </dd>
          {BLOCK_KINDS.map((kind) => (
            <Fragment key={kind}>
              <dt>{t(`controls.${kind}`)}</dt>
              <dd>{blocks[kind] ? <span className="badge badge-locked">{t('controls.blocked')}</span> : <span className="badge badge-active">{t('controls.allowed')}</span>}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      <div className="panel">
        <h3>{t('rg.title')}</h3>
        <p className="hint">{t('rg.notLiftable')}</p>
        {rg.exclusion ? (
          <p className="alert alert-wait">
            {rg.exclusion.endsAt ? t(`rg.${rg.exclusion.kind}`, { end: time(rg.exclusion.endsAt) }) : t('rg.permanent')}
          </p>
        ) : null}
        {rg.limits.length === 0 && !rg.exclusion ? <p>{t('rg.none')}</p> : null}
        {rg.limits.length > 0 ? (
          <ul className="plain-list">
            {rg.limits.map((limit) => (
              <li key={`${limit.kind}-${limit.period}`}>
                {t(`rg.limit.${limit.kind}`)} · {t(`rg.period.${limit.period}`)}:{' '}
                <strong>{limit.current === null ? t('rg.noLimitNow') : limit.kind === 'session' ? t('rg.minutes', { minutes: limit.current }) : money(limit.current)}</strong>
                {limit.used !== null ? ` · ${t('rg.used', { amount: money(limit.used) })}` : ''}
                {limit.pending ? ` · ${t('rg.pending', { time: time(limit.pending.effectiveAt) })}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {rg.realityCheckMinutes ? <p>{t('rg.realityCheck', { minutes: rg.realityCheckMinutes })}</p> : null}
      </div>
    </section>
  );
}
