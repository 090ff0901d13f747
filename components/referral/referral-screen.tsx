'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { referralLinkPath, type InviteList, type ReferralDetails, type ReferralIncome, type ReferralRules } from '@/contract/referral';
import { codeOf, fetchJson } from '@/components/cashier/fetch-json';
import { Pagination } from '@/components/ui/pagination';
import { formatAmount } from '@/lib/format/amount';
import { qrDataUrl } from '@/lib/ui/qr-code';
import { useErrorText } from '@/lib/ui/use-messages';

/** GET /api/referral (lib/wps/referral.ts referralOverview). */
interface ReferralOverview {
  details: ReferralDetails;
  rules: ReferralRules;
}

type Tab = 'invites' | 'income' | 'rules';

function usePageLabels() {
  const t = useTranslations('referral');
  return { nav: t('pages'), previous: t('previous'), next: t('next'), page: (page: number) => t('page', { page }) };
}

/** /referral (REFERRAL3): the invite link and its QR, invitations, referral income, rules. */
export function ReferralScreen({ origin }: { origin: string }) {
  const t = useTranslations('referral');
  const errorText = useErrorText('referral');
  const locale = useLocale();
  const overview = useSWR('/api/referral', fetchJson<ReferralOverview>, { revalidateOnFocus: false });
  const [tab, setTab] = useState<Tab>('invites');
  const [copied, setCopied] = useState(false);
  const domain = overview.data?.details.promotionDomains[0];
  const link = overview.data ? new URL(referralLinkPath(overview.data.details.referralCode), domain ? `https://${domain}` : origin).toString() : '';
  const qr = useMemo(() => (link ? qrDataUrl(link) : ''), [link]);

  if (overview.error) {
    return (
      <div role="alert">
        <p>{errorText(codeOf(overview.error))}</p>
        <button type="button" className="btn" onClick={() => void overview.mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!overview.data) return <p aria-busy="true">{t('loading')}</p>;
  const { details, rules } = overview.data;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="referral">
      <section className="referral-link" aria-labelledby="invite-title">
        <h2 id="invite-title">{t('inviteTitle')}</h2>
        <img className="qr" src={qr} width={160} height={160} alt={t('qrAlt')} data-testid="referral-qr" />
        <p>
          {t('code')}: <strong data-testid="referral-code">{details.referralCode}</strong>
        </p>
        <p className="copy-row">
          <input readOnly value={link} aria-label={t('link')} data-testid="referral-link" onFocus={(e) => e.target.select()} />
          <button type="button" className="btn" onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </button>
        </p>
        <dl className="summary">
          <dt>{t('totalInvitations')}</dt>
          <dd data-testid="referral-total">{details.totalInvitations}</dd>
          <dt>{t('totalIncome')}</dt>
          <dd>{formatAmount(details.totalIncome, locale)}</dd>
        </dl>
      </section>
      <div role="tablist" aria-label={t('title')} className="tabs">
        {(['invites', 'income', 'rules'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'tab active' : 'tab'} onClick={() => setTab(name)} data-testid={`referral-tab-${name}`}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'invites' ? <Invites /> : null}
      {tab === 'income' ? <Income /> : null}
      {tab === 'rules' ? (
        <section role="tabpanel" aria-label={t('tabs.rules')}>
          <ul>
            <li>{t('rules.link')}</li>
            {rules.betShareBps > 0 ? <li>{t('rules.bets', { percent: (rules.betShareBps / 100).toString() })}</li> : null}
            {rules.firstDepositBps > 0 ? <li>{t('rules.firstDeposit', { percent: (rules.firstDepositBps / 100).toString(), cap: formatAmount(rules.firstDepositCap, locale) })}</li> : null}
            {rules.turnoverMultiple > 0 ? <li>{t('rules.turnover', { multiple: rules.turnoverMultiple })}</li> : null}
            <li>{t('rules.fair')}</li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Invites() {
  const t = useTranslations('referral');
  const errorText = useErrorText('referral');
  const locale = useLocale();
  const labels = usePageLabels();
  const [page, setPage] = useState(1);
  const list = useSWR(`/api/referral/invites?page=${page}&size=10`, fetchJson<InviteList>);
  if (list.error) return <p role="alert">{errorText(codeOf(list.error))}</p>;
  if (!list.data) return <p aria-busy="true">{t('loading')}</p>;
  if (list.data.total === 0) return <p>{t('noInvites')}</p>;
  return (
    <section role="tabpanel" aria-label={t('tabs.invites')}>
      <table className="data-table" data-testid="invite-list">
        <thead>
          <tr>
            <th scope="col">{t('account')}</th>
            <th scope="col">{t('registeredAt')}</th>
            <th scope="col">{t('firstDeposit')}</th>
            <th scope="col">{t('income')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.records.map((row, i) => (
            <tr key={`${row.account}-${row.registeredAt}-${i}`}>
              <td>{row.account}</td>
              <td>{businessDateTime(row.registeredAt, locale)}</td>
              <td>{row.firstDeposit ? t('yes') : t('no')}</td>
              <td>{formatAmount(row.income, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pages={list.data.totalPages} onPage={setPage} labels={labels} />
    </section>
  );
}

function Income() {
  const t = useTranslations('referral');
  const errorText = useErrorText('referral');
  const locale = useLocale();
  const labels = usePageLabels();
  const [page, setPage] = useState(1);
  const list = useSWR(`/api/referral/income?page=${page}&size=10`, fetchJson<ReferralIncome>);
  if (list.error) return <p role="alert">{errorText(codeOf(list.error))}</p>;
  if (!list.data) return <p aria-busy="true">{t('loading')}</p>;
  if (list.data.total === 0) return <p>{t('noIncome')}</p>;
  return (
    <section role="tabpanel" aria-label={t('tabs.income')}>
      <table className="data-table" data-testid="income-list">
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('account')}</th>
            <th scope="col">{t('basis')}</th>
            <th scope="col">{t('base')}</th>
            <th scope="col">{t('income')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.records.map((row) => (
            <tr key={row.id}>
              <td>{businessDateTime(row.createdAt, locale)}</td>
              <td>{row.account}</td>
              <td>{t(`bases.${row.basis}`)}</td>
              <td>{formatAmount(row.baseAmount, locale)}</td>
              <td className="positive">{formatAmount(row.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pages={list.data.totalPages} onPage={setPage} labels={labels} />
    </section>
  );
}
