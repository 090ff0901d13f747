'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDate, businessDateTime } from '@/contract/business-time';
import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import {
  affiliateLinkPath,
  LINK_CHANNELS,
  LINK_EXPIRIES,
  type AccountKind,
  type AffiliateUrl,
  type AffiliateUrlsAnswer,
  type LinkChannel,
  type LinkExpiry,
  type RebateBound,
  type RegisteredAffiliatesAnswer,
} from '@/contract/agent-team';
import { fetchJson } from '@/components/cashier/fetch-json';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { qrSvg } from '@/lib/ui/qr-code';
import { callApi } from '@/lib/ui/post-json';
import { RebateFields, rateProblem } from './rebate-fields';
import { useTeamErrors } from './team-errors';

const LINKS_URL = '/api/agent/team/links';

/** Affiliate links (money-and-agents §5.3 link registration): create, list with QR, delete, who registered. */
export function AffiliateLinks({ bounds, seriesNames, origin }: { bounds: readonly RebateBound[]; seriesNames: Record<string, string>; origin: string }) {
  const t = useTranslations('agentTeam');
  const errors = useTeamErrors();
  const { data, error, mutate } = useSWR(LINKS_URL, fetchJson<AffiliateUrlsAnswer>);
  const [accountType, setAccountType] = useState<AccountKind>('member');
  const [expiry, setExpiry] = useState<LinkExpiry>('none');
  const [channel, setChannel] = useState<LinkChannel>('forum');
  const [channelName, setChannelName] = useState('');
  const [code, setCode] = useState('');
  const [rates, setRates] = useState<Record<string, string>>(() => Object.fromEntries(bounds.map((b) => [b.series, '0'])));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const bound of bounds) {
      const bad = rateProblem(rates[bound.series] ?? '', bound);
      if (bad) found[bound.series] = errors.rebate(bad);
    }
    setFieldErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const body = { accountType, expiry, channel, channelName: channel === 'custom' ? channelName : undefined, code: code.trim() || undefined, rebates: rates };
    const result = await callApi<AffiliateUrl>(LINKS_URL, body);
    setBusy(false);
    if (!result.ok) {
      setFieldErrors(errors.rebateFields(result.error));
      return setProblem(errors.message(result.error));
    }
    setProblem(null);
    setCode('');
    setNotice(t('links.created'));
    await mutate();
  }

  async function remove(link: AffiliateUrl) {
    if (!window.confirm(t('links.deleteConfirm', { code: link.code }))) return;
    const result = await callApi(`${LINKS_URL}?affiUrlId=${link.id}`, undefined, 'DELETE');
    if (!result.ok) setProblem(errors.message(result.error));
    await mutate();
  }

  return (
    <div className="affiliate-links">
      <form onSubmit={create} noValidate aria-label={t('links.create')}>
        <FormAlert>{problem}</FormAlert>
        {notice ? <p role="status">{notice}</p> : null}
        <fieldset>
          <legend>{t('accountType')}</legend>
          {(['member', 'agent'] as const).map((kind) => (
            <label key={kind} className="radio">
              <input type="radio" name="linkAccountType" checked={accountType === kind} onChange={() => setAccountType(kind)} /> {t(kind)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="link-expiry">{t('links.expiry')}</label>
          <select id="link-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value as LinkExpiry)}>
            {LINK_EXPIRIES.map((option) => (
              <option key={option} value={option}>
                {t(`links.expiries.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="link-channel">{t('links.channel')}</label>
          <select id="link-channel" value={channel} onChange={(e) => setChannel(e.target.value as LinkChannel)}>
            {LINK_CHANNELS.map((option) => (
              <option key={option} value={option}>
                {t(`links.channels.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {channel === 'custom' ? <TextField id="link-channel-name" label={t('links.channelName')} maxLength={40} value={channelName} onChange={(e) => setChannelName(e.target.value)} /> : null}
        <TextField id="link-code" label={t('links.code')} maxLength={16} placeholder={t('links.codeHint')} value={code} onChange={(e) => setCode(e.target.value)} />
        <RebateFields idPrefix="link-rate" bounds={bounds} values={rates} errors={fieldErrors} seriesNames={seriesNames} onChange={(s, v) => setRates((r) => ({ ...r, [s]: v }))} />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('saving') : t('links.create')}
        </button>
      </form>

      {error ? (
        <p role="alert">
          {errors.message({ code: (error as { code?: string }).code ?? 'generic' })}{' '}
          <button type="button" className="btn" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : data.links.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="link-list">
          {data.links.map((link) => (
            <LinkCard key={link.id} link={link} url={new URL(affiliateLinkPath(link.code), origin).toString()} onDelete={() => remove(link)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LinkCard({ link, url, onDelete }: { link: AffiliateUrl; url: string; onDelete: () => void }) {
  const t = useTranslations('agentTeam');
  const locale = useLocale();
  const qr = useMemo(() => qrSvg(url), [url]);
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState(false);
  const date = (ms: number) => businessDate(ms, locale);
  return (
    <li className="link-card" data-testid={`link-${link.code}`}>
      <img className="qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(qr)}`} width={120} height={120} alt={t('links.qrAlt', { code: link.code })} />
      <div>
        <p>
          <strong>{link.code}</strong> · {t(link.accountType)} · {link.channel === 'custom' && link.channelName ? link.channelName : t(`links.channels.${link.channel}`)}
        </p>
        <p>
          <a href={url}>{url}</a>
        </p>
        <p>{link.expired ? t('links.expired') : link.expiresAt ? t('links.expires', { date: date(link.expiresAt) }) : t('links.never')}</p>
        <p>{t('links.registered', { count: link.registered })}</p>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            await navigator.clipboard?.writeText(url).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? t('copied') : t('links.copyLink')}
        </button>
        <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('links.showRegistered')}
        </button>
        <button type="button" className="btn" onClick={onDelete}>
          {t('links.delete')}
        </button>
        {open ? <RegisteredList linkId={link.id} /> : null}
      </div>
    </li>
  );
}

function RegisteredList({ linkId }: { linkId: number }) {
  const t = useTranslations('agentTeam');
  const locale = useLocale();
  const { data, error } = useSWR(`${LINKS_URL}/registered?affiUrlId=${linkId}&size=100`, fetchJson<RegisteredAffiliatesAnswer>);
  if (error) return <p role="alert">{t('errors.generic')}</p>;
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  if (data.rows.length === 0) return <p>{t('empty')}</p>;
  return (
    <table className="record-table">
      <thead>
        <tr>
          <th scope="col">{t('downlines.account')}</th>
          <th scope="col">{t('accountType')}</th>
          <th scope="col">{t('links.registeredAt')}</th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.memberId}>
            <th scope="row">{row.account}</th>
            <td>{row.type === 0 ? t('member') : t('agent')}</td>
            <td>{businessDateTime(row.registeredAt, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
