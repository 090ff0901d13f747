'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { MALL_PHONE, REDEEM_STATE, type ConvertAnswer, type MallItem, type PointConfig, type PointDetails, type RedeemAnswer, type RedeemList } from '@/contract/points-mall';
import { codeOf, fetchJson } from '@/components/cashier/fetch-json';
import { FormAlert } from '@/components/ui/form-alert';
import { Pagination } from '@/components/ui/pagination';
import { formatAmount, formatWhole } from '@/lib/format/amount';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import './mall.css';
import { useErrorText } from '@/lib/ui/use-messages';

/** The item's picture: drawn by the platform for its id and kind, served as WebP by /img/mall. */
export function mallImageUrl(item: Pick<MallItem, 'id' | 'kind'>): string {
  return `/img/mall/${item.id}-${item.kind}.webp`;
}

/** GET /api/mall (lib/wps/points-mall.ts mallOverview). */
interface MallOverview {
  balance: number;
  config: PointConfig;
  items: MallItem[];
}

type Tab = 'catalogue' | 'history' | 'details' | 'convert';
const TABS: Tab[] = ['catalogue', 'history', 'details', 'convert'];
const PASSWORD_CODES = new Set(['invalid.payment.pw', 'payment.pw.locked']);

/** /pointMall (PTSYS3): points balance, catalogue and exchange, redeem history, points details, conversion. */
export function MallScreen() {
  const t = useTranslations('mall');
  const errorText = useErrorText('mall');
  const locale = useLocale();
  const overview = useSWR('/api/mall', fetchJson<MallOverview>, { revalidateOnFocus: false });
  const [tab, setTab] = useState<Tab>('catalogue');
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const [receipt, setReceipt] = useState<RedeemAnswer | null>(null);

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
  const { balance, config, items } = overview.data;
  const points = (n: number) => formatWhole(n, locale);

  return (
    <div className="mall">
      <section className="mall-balance" aria-label={t('balanceTitle')}>
        <p>
          {t('balanceTitle')}: <strong data-testid="points-balance">{points(balance)}</strong> {t('pointsUnit')}
        </p>
        <p className="hint">
          {Object.entries(config.betPerPoint).length ? t('earnBets', { amount: formatAmount(Object.values(config.betPerPoint)[0], locale) }) : null}{' '}
          {config.depositPerPoint ? t('earnDeposit', { amount: formatAmount(config.depositPerPoint, locale) }) : null} {t('neverExpire')}
        </p>
      </section>

      <div role="tablist" aria-label={t('title')} className="tabs">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'tab active' : 'tab'} onClick={() => setTab(name)} data-testid={`mall-tab-${name}`}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      {tab === 'catalogue' ? (
        <section role="tabpanel" aria-label={t('tabs.catalogue')}>
          {receipt ? (
            <div className="mall-receipt" role="status" data-testid="mall-receipt">
              <h2>{t('redeemed')}</h2>
              <p>{t('receipt', { item: receipt.order.itemName, quantity: receipt.order.quantity, points: points(receipt.order.points), orderNo: receipt.order.orderNo })}</p>
              <p>{t('receiptState', { state: t(`states.${receipt.order.state}` as 'states.0') })}</p>
              <button type="button" className="btn" onClick={() => setReceipt(null)}>
                {t('back')}
              </button>
            </div>
          ) : chosen ? (
            <ExchangeForm
              item={chosen}
              balance={balance}
              onCancel={() => setChosen(null)}
              onDone={(answer) => {
                setChosen(null);
                setReceipt(answer);
                void overview.mutate();
              }}
            />
          ) : items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="mall-items">
              {items.map((item) => (
                <li key={item.id} className="mall-item" data-testid={`mall-item-${item.id}`}>
                  {/* The platform's picture of the item (/img/mall, WebP); the name is the heading below it. */}
                  <img className="mall-item-image" src={mallImageUrl(item)} alt={t('itemImage', { name: item.name })} width={320} height={320} loading="lazy" decoding="async" />
                  <h2>{item.name}</h2>
                  <p>{item.description}</p>
                  <p>
                    <span className="badge">{t(`kinds.${item.kind}`)}</span>{' '}
                    {item.kind === 'bonus' ? t('bonusValue', { amount: formatAmount(item.bonusAmount, locale) }) : null}
                  </p>
                  <p>
                    <strong>{t('price', { points: points(item.pointsPrice) })}</strong> · {item.stock > 0 ? t('stock', { stock: item.stock }) : t('soldOut')}
                  </p>
                  <button type="button" className="btn btn-primary" disabled={item.stock === 0} onClick={() => setChosen(item)}>
                    {t('exchange')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {tab === 'history' ? <RedeemHistory /> : null}
      {tab === 'details' ? <PointDetailsList /> : null}
      {tab === 'convert' ? <ConvertForm balance={balance} config={config} onDone={() => void overview.mutate()} /> : null}
    </div>
  );
}

function ExchangeForm({ item, balance, onCancel, onDone }: { item: MallItem; balance: number; onCancel: () => void; onDone: (answer: RedeemAnswer) => void }) {
  const t = useTranslations('mall');
  const errorText = useErrorText('mall');
  const locale = useLocale();
  const goods = item.kind === 'goods';
  const max = Math.max(1, Math.min(item.stock, item.maxPerOrder || item.stock));
  const [quantity, setQuantity] = useState('1');
  const [recipient, setRecipient] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionKey, setActionKey] = useState<string | null>(null);
  const count = Number(quantity);
  const total = Number.isInteger(count) ? count * item.pointsPrice : 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!Number.isInteger(count) || count < 1 || count > max) return setProblem(t('quantityRule', { max }));
    if (goods && (!recipient.trim() || !address.trim() || !phone.trim())) return setProblem(errorText('mall.shipping_required'));
    if (goods && !MALL_PHONE.test(phone.trim())) return setProblem(errorText('phone_invalid'));
    if (!password) return setProblem(t('passwordRequired'));
    if (total > balance) return setProblem(errorText('mall.points_insufficient'));
    const key = actionKey ?? newActionKey();
    setActionKey(key);
    setBusy(true);
    const body = { itemId: item.id, quantity: count, password, ...(goods ? { recipient: recipient.trim(), address: address.trim(), phone: phone.trim() } : {}) };
    const result = await callMoneyApi<RedeemAnswer>('/api/mall/redeem', body, key);
    setBusy(false);
    if (result.ok) return onDone(result.data);
    setProblem(errorText(result.error.code));
    if (outcomeUnknown(result)) return;
    setActionKey(null);
    if (PASSWORD_CODES.has(result.error.code)) setPassword('');
  }

  return (
    <form className="mall-exchange" onSubmit={submit} aria-labelledby="exchange-title" noValidate>
      <h2 id="exchange-title">{t('exchangeTitle', { item: item.name })}</h2>
      <p>{t('price', { points: formatWhole(item.pointsPrice, locale) })}</p>
      <label>
        {t('quantity')}
        <input type="number" inputMode="numeric" min={1} max={max} value={quantity} onChange={(e) => setQuantity(e.target.value)} required />
      </label>
      {goods ? (
        <>
          <label>
            {t('recipient')}
            <input value={recipient} onChange={(e) => setRecipient(e.target.value)} maxLength={60} autoComplete="name" required />
          </label>
          <label>
            {t('address')}
            <textarea value={address} onChange={(e) => setAddress(e.target.value)} maxLength={200} autoComplete="street-address" required />
          </label>
          <label>
            {t('phone')}
            <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={16} autoComplete="tel" required />
          </label>
        </>
      ) : null}
      <label>
        {t('fundsPassword')}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" maxLength={64} required />
      </label>
      <p aria-live="polite">{t('total', { points: formatWhole(total, locale), balance: formatWhole(balance, locale) })}</p>
      <FormAlert>{problem}</FormAlert>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('confirmExchange')}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}

function usePageLabels() {
  const t = useTranslations('mall');
  return { nav: t('pages'), previous: t('previous'), next: t('next'), page: (page: number) => t('page', { page }) };
}

function RedeemHistory() {
  const t = useTranslations('mall');
  const errorText = useErrorText('mall');
  const locale = useLocale();
  const labels = usePageLabels();
  const [page, setPage] = useState(1);
  const list = useSWR(`/api/mall/orders?page=${page}&size=10`, fetchJson<RedeemList>);
  if (list.error) return <p role="alert">{errorText(codeOf(list.error))}</p>;
  if (!list.data) return <p aria-busy="true">{t('loading')}</p>;
  if (list.data.total === 0) return <p>{t('noOrders')}</p>;
  return (
    <section role="tabpanel" aria-label={t('tabs.history')}>
      <table className="data-table" data-testid="redeem-history">
        <thead>
          <tr>
            <th scope="col">{t('orderNo')}</th>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('points')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('time')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.records.map((row) => (
            <tr key={row.orderNo}>
              <td>{row.orderNo}</td>
              <td>
                {row.itemName}
                {row.address ? <small className="hint"> · {row.address}</small> : null}
                {row.remark ? <small className="hint"> · {row.remark}</small> : null}
              </td>
              <td>{row.quantity}</td>
              <td>{formatWhole(row.points, locale)}</td>
              <td className={row.state === REDEEM_STATE.rejected ? 'negative' : undefined}>{t(`states.${row.state}` as 'states.0')}</td>
              <td>{businessDateTime(row.createdAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pages={list.data.totalPages} onPage={setPage} labels={labels} />
    </section>
  );
}

function PointDetailsList() {
  const t = useTranslations('mall');
  const errorText = useErrorText('mall');
  const locale = useLocale();
  const labels = usePageLabels();
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<'all' | 'earned' | 'spent'>('all');
  const list = useSWR(`/api/mall/points?page=${page}&size=10&direction=${direction}`, fetchJson<PointDetails>);
  return (
    <section role="tabpanel" aria-label={t('tabs.details')}>
      <label>
        {t('show')}{' '}
        <select
          value={direction}
          onChange={(e) => {
            setDirection(e.target.value as typeof direction);
            setPage(1);
          }}
        >
          {(['all', 'earned', 'spent'] as const).map((d) => (
            <option key={d} value={d}>
              {t(`directions.${d}`)}
            </option>
          ))}
        </select>
      </label>
      {list.error ? (
        <p role="alert">{errorText(codeOf(list.error))}</p>
      ) : !list.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : list.data.total === 0 ? (
        <p>{t('noDetails')}</p>
      ) : (
        <>
          <table className="data-table" data-testid="point-details">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.records.map((row) => (
                <tr key={row.id}>
                  <td>{businessDateTime(row.createdAt, locale)}</td>
                  <td>{t(`types.${row.type}`)}</td>
                  <td className={row.change < 0 ? 'negative' : 'positive'}>{(row.change > 0 ? '+' : '') + formatWhole(row.change, locale)}</td>
                  <td>{formatWhole(row.balanceAfter, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={list.data.totalPages} onPage={setPage} labels={labels} />
        </>
      )}
    </section>
  );
}

function ConvertForm({ balance, config, onDone }: { balance: number; config: PointConfig; onDone: () => void }) {
  const t = useTranslations('mall');
  const errorText = useErrorText('mall');
  const locale = useLocale();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<ConvertAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionKey, setActionKey] = useState<string | null>(null);
  const count = Number(points);
  const amount = Number.isInteger(count) && count > 0 ? Math.floor((count * 100) / config.pointsPerBaht) / 100 : 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setDone(null);
    if (!Number.isInteger(count) || count < config.minConvertPoints) return setProblem(t('convertMin', { min: config.minConvertPoints }));
    if (count > balance) return setProblem(errorText('mall.points_insufficient'));
    if (!password) return setProblem(t('passwordRequired'));
    const key = actionKey ?? newActionKey();
    setActionKey(key);
    setBusy(true);
    const result = await callMoneyApi<ConvertAnswer>('/api/mall/convert', { points: count, password }, key);
    setBusy(false);
    if (result.ok) {
      setDone(result.data);
      setActionKey(null);
      setPoints('');
      setPassword('');
      return onDone();
    }
    setProblem(errorText(result.error.code));
    if (outcomeUnknown(result)) return;
    setActionKey(null);
    if (PASSWORD_CODES.has(result.error.code)) setPassword('');
  }

  return (
    <section role="tabpanel" aria-label={t('tabs.convert')}>
      <p className="hint">{t('convertRule', { points: config.pointsPerBaht, min: config.minConvertPoints, multiple: config.convertTurnoverMultiple })}</p>
      <form onSubmit={submit} noValidate>
        <label>
          {t('convertPoints')}
          <input type="number" inputMode="numeric" min={config.minConvertPoints} max={balance} value={points} onChange={(e) => setPoints(e.target.value)} required />
        </label>
        <p aria-live="polite">{t('convertPreview', { amount: formatAmount(amount, locale) })}</p>
        <label>
          {t('fundsPassword')}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" maxLength={64} required />
        </label>
        <FormAlert>{problem}</FormAlert>
        {done ? (
          <p role="status" data-testid="convert-done">
            {t('converted', { points: formatWhole(done.points, locale), amount: formatAmount(done.amount, locale) })}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('submitting') : t('convert')}
        </button>
      </form>
    </section>
  );
}
