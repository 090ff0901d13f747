'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime, businessDay } from '@/contract/business-time';
import { useState } from 'react';
import useSWR from 'swr';
import type { StatementMonth } from '@/contract/responsible-gaming';
import { FormAlert } from '@/components/ui/form-alert';
import { formatAmount } from '@/lib/format/amount';
import { callApi } from '@/lib/ui/post-json';

async function fetchStatement(url: string): Promise<StatementMonth> {
  const result = await callApi<StatementMonth>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { code: result.error.code });
  return result.data;
}

const thisMonth = () => businessDay().slice(0, 7);

/** Issue 17 activity statement: a month's deposits, withdrawals, stakes, wins and time played, by day; printable. */
export function ActivityStatement() {
  const t = useTranslations('rg.statement');
  const tRg = useTranslations('rg');
  const locale = useLocale();
  const [month, setMonth] = useState(thisMonth);
  const valid = /^20\d{2}-(0[1-9]|1[0-2])$/.test(month);
  const { data, error, mutate } = useSWR(valid ? `/api/responsible-gaming/statement?month=${month}` : null, fetchStatement);
  const money = (value: string) => formatAmount(value, locale);
  const monthName = valid ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)) : month;
  return (
    <div className="rg-statement">
      <div className="field-row no-print">
        <label htmlFor="rg-month">{t('month')}</label>
        <input id="rg-month" type="month" value={month} max={thisMonth()} onChange={(event) => setMonth(event.target.value)} />
        <button type="button" className="btn" onClick={() => window.print()} disabled={!data}>
          {t('print')}
        </button>
      </div>
      <h2>{monthName}</h2>
      {error ? (
        <div>
          <FormAlert>{tRg('loadError')}</FormAlert>
          <button type="button" className="btn no-print" onClick={() => void mutate()}>
            {tRg('retry')}
          </button>
        </div>
      ) : !data ? (
        <p aria-busy="true">{tRg('loading')}</p>
      ) : (
        <>
          <dl className="summary" data-testid="rg-statement-totals">
            <dt>{t('deposits')}</dt>
            <dd>{money(data.deposits)}</dd>
            <dt>{t('withdrawals')}</dt>
            <dd>{money(data.withdrawals)}</dd>
            <dt>{t('stakes')}</dt>
            <dd>{money(data.stakes)}</dd>
            <dt>{t('wins')}</dt>
            <dd>{money(data.wins)}</dd>
            <dt>{t('net')}</dt>
            <dd>{money(data.net)}</dd>
            <dt>{t('rounds')}</dt>
            <dd>{data.rounds}</dd>
            <dt>{t('timePlayed')}</dt>
            <dd>{t('minutes', { minutes: data.minutesPlayed })}</dd>
          </dl>
          {data.days.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="rg-statement-table">
                <thead>
                  <tr>
                    <th scope="col">{t('day')}</th>
                    <th scope="col">{t('deposits')}</th>
                    <th scope="col">{t('withdrawals')}</th>
                    <th scope="col">{t('stakes')}</th>
                    <th scope="col">{t('wins')}</th>
                    <th scope="col">{t('rounds')}</th>
                    <th scope="col">{t('timePlayed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.day}</th>
                      <td>{money(day.deposits)}</td>
                      <td>{money(day.withdrawals)}</td>
                      <td>{money(day.stakes)}</td>
                      <td>{money(day.wins)}</td>
                      <td>{day.rounds}</td>
                      <td>{t('minutes', { minutes: day.minutesPlayed })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="hint">{t('generated', { date: businessDateTime(new Date(), locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
        </>
      )}
    </div>
  );
}
