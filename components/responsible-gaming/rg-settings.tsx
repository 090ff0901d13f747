'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import {
  COOL_OFF_DURATIONS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  type ExclusionKind,
  type LimitPeriod,
  type LimitView,
  type RgStatus,
} from '@/contract/responsible-gaming';
import { amountSchema } from '@/contract/money';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { FormAlert } from '@/components/ui/form-alert';
import { formatAmount } from '@/lib/format/amount';
import { callApi, type ApiError } from '@/lib/ui/post-json';
import { useErrorText } from '@/lib/ui/use-messages';
import { useRgRefusalText } from './rg-refusal';

const STATUS_URL = '/api/responsible-gaming';

async function fetchStatus(url: string): Promise<RgStatus> {
  const result = await callApi<RgStatus>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { error: result.error });
  return result.data;
}

function useDate() {
  const locale = useLocale();
  return (iso: string) => businessDateTime(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
}

function useErrorOf() {
  const errorText = useErrorText('rgRefusal');
  const refusal = useRgRefusalText();
  return (error: ApiError) => refusal(error) ?? errorText(error.code);
}

/** The security center's limits, reality check and breaks (issue 17); its own section, apart from the profile. */
export function RgSettings() {
  const t = useTranslations('rg');
  const { data, error, mutate } = useSWR(STATUS_URL, fetchStatus);
  if (error) {
    return (
      <div>
        <FormAlert>{t('loadError')}</FormAlert>
        <button type="button" className="btn" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!data) return <p aria-busy="true">{t('loading')}</p>;
  const update = (status: RgStatus) => void mutate(status, { revalidate: false });
  return (
    <div className="rg-settings">
      <p>{t('intro')}</p>
      <BreakStatus status={data} />
      {(['deposit', 'loss', 'wager'] as const).map((kind) => (
        <MoneyLimitCard key={kind} kind={kind} limits={data.limits.filter((l) => l.kind === kind)} onSaved={update} />
      ))}
      <SessionLimitCard limit={data.limits.find((l) => l.kind === 'session')} onSaved={update} />
      <RealityCheckCard minutes={data.realityCheckMinutes} onSaved={update} />
      {data.exclusion?.endsAt === null ? null : <BreakCard onSaved={update} />}
      <p className="rg-links">
        <ClientLocaleLink href="/securityCenter/statement">{t('statementLink')}</ClientLocaleLink>
        {' · '}
        <ClientLocaleLink href="/playResponsibly">{t('playResponsiblyLink')}</ClientLocaleLink>
      </p>
    </div>
  );
}

function BreakStatus({ status }: { status: RgStatus }) {
  const t = useTranslations('rg');
  const date = useDate();
  if (!status.exclusion) return null;
  const kind = t(status.exclusion.kind);
  return (
    <p className="rg-break-active" role="status" data-testid="rg-break">
      {status.exclusion.endsAt ? t('breakActive', { kind, date: date(status.exclusion.endsAt) }) : t('breakPermanent', { kind })}
    </p>
  );
}

async function post(url: string, body: unknown): Promise<{ ok: true; status: RgStatus } | { ok: false; error: ApiError }> {
  const result = await callApi<RgStatus>(url, body);
  return result.ok ? { ok: true, status: result.data } : { ok: false, error: result.error };
}

function LimitLine({ limit }: { limit: LimitView }) {
  const t = useTranslations('rg');
  const locale = useLocale();
  const date = useDate();
  const money = (value: string) => formatAmount(value, locale);
  return (
    <div className="rg-limit-line" data-testid={`rg-limit-${limit.kind}-${limit.period}`}>
      {limit.current !== null ? (
        <p>
          <strong>{limit.kind === 'session' ? t('currentMinutes', { minutes: limit.current }) : t('current', { amount: money(limit.current) })}</strong>
          {limit.used !== null && limit.remaining !== null && limit.periodEndsAt
            ? ` · ${t('usage', { used: money(limit.used), remaining: money(limit.remaining), resets: date(limit.periodEndsAt) })}`
            : null}
        </p>
      ) : null}
      {limit.pending ? (
        <p className="rg-pending" data-testid="rg-pending">
          {limit.pending.amount === null
            ? t('pendingRemoval', { date: date(limit.pending.effectiveAt) })
            : t('pending', {
                amount: limit.kind === 'session' ? t('currentMinutes', { minutes: limit.pending.amount }) : money(limit.pending.amount),
                date: date(limit.pending.effectiveAt),
              })}
        </p>
      ) : null}
    </div>
  );
}

function MoneyLimitCard({ kind, limits, onSaved }: { kind: 'deposit' | 'loss' | 'wager'; limits: LimitView[]; onSaved: (status: RgStatus) => void }) {
  const t = useTranslations('rg');
  const errorOf = useErrorOf();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `rg-${kind}`;

  async function send(value: string | null) {
    setSaved(false);
    setProblem(null);
    if (value !== null && !amountSchema.safeParse(value).success) return setProblem(t('amountInvalid'));
    setBusy(true);
    const result = await post('/api/responsible-gaming/limit', { kind, period, amount: value });
    setBusy(false);
    if (!result.ok) return setProblem(errorOf(result.error));
    setAmount('');
    setSaved(true);
    onSaved(result.status);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(amount.trim());
  };
  const current = limits.find((l) => l.period === period);

  return (
    <section className="card rg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`kinds.${kind}`)}</h2>
      <p className="hint">{t(`kindHelp.${kind}`)}</p>
      {limits.map((limit) => (
        <div key={limit.period}>
          <h3 className="rg-period">{t(`periods.${limit.period as LimitPeriod}`)}</h3>
          <LimitLine limit={limit} />
        </div>
      ))}
      <form onSubmit={submit} noValidate>
        <div className="field-row">
          <label className="visually-hidden" htmlFor={`${id}-period`}>
            {t('period')}
          </label>
          <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-amount`}>
            {t('amount')}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            placeholder={t('amount')}
            value={amount}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('save')}
          </button>
          {current?.current ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void send(null)}>
              {t('remove')}
            </button>
          ) : null}
        </div>
        <p className="hint">{t('coolingNote')}</p>
        <FormAlert>{problem}</FormAlert>
        {saved ? <p role="status">{t('saved')}</p> : null}
      </form>
    </section>
  );
}

function SessionLimitCard({ limit, onSaved }: { limit: LimitView | undefined; onSaved: (status: RgStatus) => void }) {
  const t = useTranslations('rg');
  const errorOf = useErrorOf();
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(value: number | null) {
    setProblem(null);
    if (value !== null && !(Number.isInteger(value) && value >= SESSION_LIMIT_MINUTES.min && value <= SESSION_LIMIT_MINUTES.max)) return setProblem(t('minutesInvalid'));
    setBusy(true);
    const result = await post('/api/responsible-gaming/limit', { kind: 'session', minutes: value });
    setBusy(false);
    if (!result.ok) return setProblem(errorOf(result.error));
    setMinutes('');
    onSaved(result.status);
  }
  return (
    <section className="card rg-card" aria-labelledby="rg-session-title">
      <h2 id="rg-session-title">{t('kinds.session')}</h2>
      <p className="hint">{t('kindHelp.session')}</p>
      {limit ? <LimitLine limit={limit} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(minutes.trim() === '' ? NaN : Number(minutes));
        }}
      >
        <div className="field-row">
          <label className="visually-hidden" htmlFor="rg-session-minutes">
            {t('minutes')}
          </label>
          <input id="rg-session-minutes" inputMode="numeric" placeholder={t('minutes')} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('save')}
          </button>
          {limit?.current ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void send(null)}>
              {t('remove')}
            </button>
          ) : null}
        </div>
        <FormAlert>{problem}</FormAlert>
      </form>
    </section>
  );
}

function RealityCheckCard({ minutes, onSaved }: { minutes: number | null; onSaved: (status: RgStatus) => void }) {
  const t = useTranslations('rg');
  const errorOf = useErrorOf();
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(value: string) {
    setProblem(null);
    const result = await post('/api/responsible-gaming/reality-check', { minutes: value === '' ? null : Number(value) });
    if (!result.ok) return setProblem(errorOf(result.error));
    onSaved(result.status);
  }
  return (
    <section className="card rg-card" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title">{t('realityTitle')}</h2>
      <label htmlFor="rg-reality">{t('realityHelp')}</label>
      <div className="field">
        <select id="rg-reality" value={minutes ?? ''} onChange={(event) => void choose(event.target.value)}>
          <option value="">{t('realityOff')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('realityEvery', { minutes: m })}
            </option>
          ))}
        </select>
      </div>
      <FormAlert>{problem}</FormAlert>
    </section>
  );
}

function BreakCard({ onSaved }: { onSaved: (status: RgStatus) => void }) {
  const t = useTranslations('rg');
  const errorOf = useErrorOf();
  const [kind, setKind] = useState<ExclusionKind>('coolOff');
  const durations = kind === 'coolOff' ? COOL_OFF_DURATIONS : SELF_EXCLUSION_DURATIONS;
  const [duration, setDuration] = useState<string>(COOL_OFF_DURATIONS[0]);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function take() {
    setBusy(true);
    setProblem(null);
    const result = await post('/api/responsible-gaming/exclusion', { kind, duration });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setProblem(errorOf(result.error));
    onSaved(result.status);
  }
  return (
    <section className="card rg-card" aria-labelledby="rg-break-title">
      <h2 id="rg-break-title">{t('breakTitle')}</h2>
      <p className="hint">{t('breakHelp')}</p>
      <fieldset className="rg-kinds">
        {(['coolOff', 'selfExclusion'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="rg-break-kind"
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setDuration((k === 'coolOff' ? COOL_OFF_DURATIONS : SELF_EXCLUSION_DURATIONS)[0]);
                setConfirming(false);
              }}
            />{' '}
            {t(k)}
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <label className="visually-hidden" htmlFor="rg-break-duration">
          {t(kind)}
        </label>
        <select id="rg-break-duration" value={duration} onChange={(event) => setDuration(event.target.value)}>
          {durations.map((d) => (
            <option key={d} value={d}>
              {t(`durations.${d}`)}
            </option>
          ))}
        </select>
        {confirming ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            {t('takeBreak')}
          </button>
        )}
      </div>
      {confirming ? (
        <div className="rg-confirm" role="alertdialog" aria-labelledby="rg-confirm-text">
          <p id="rg-confirm-text">{t('confirmBreak', { kind: t(kind), duration: t(`durations.${duration}` as never) })}</p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void take()}>
            {t('takeBreak')}
          </button>{' '}
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
      <FormAlert>{problem}</FormAlert>
    </section>
  );
}
