'use client';

import { useLocale, useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useState } from 'react';
import useSWR from 'swr';
import type { ActiveSession, LoginRecord } from '@/contract/member-sessions';
import { callApi } from '@/lib/ui/post-json';

async function fetchActivity(url: string): Promise<{ history: LoginRecord[]; sessions: ActiveSession[] }> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

/**
 * The security center's login history (last 20 attempts) and active sessions, with "sign out
 * elsewhere": every other device's token is revoked upstream, this one stays logged in.
 */
export function AccountActivity() {
  const t = useTranslations('memberCenter.activity');
  const locale = useLocale();
  const { data, error, mutate } = useSWR('/api/account-activity', fetchActivity);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => businessDateTime(iso, locale, { dateStyle: 'short', timeStyle: 'medium' });

  async function signOutOthers() {
    setBusy(true);
    const result = await callApi<{ revoked: number }>('/api/account-activity/revoke-others', {});
    setBusy(false);
    setNotice(result.ok ? t('signedOut', { count: result.data.revoked }) : t('failed'));
    await mutate();
  }

  if (error) return <p role="alert">{t('failed')}</p>;
  if (!data) return <p aria-busy="true">…</p>;
  const others = data.sessions.filter((session) => !session.current).length;
  return (
    <>
      <section className="account-activity" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('sessions')}</h2>
        <ul className="session-list" data-testid="session-list">
          {data.sessions.map((session) => (
            <li key={session.id}>
              {session.device} · {session.ip} · <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
              {session.current ? <strong> · {t('current')}</strong> : null}
            </li>
          ))}
        </ul>
        <button type="button" className="btn" disabled={busy || others === 0} onClick={signOutOthers} data-testid="sign-out-others">
          {t('signOutOthers')}
        </button>
        {notice ? (
          <p role="status" data-testid="sign-out-notice">
            {notice}
          </p>
        ) : null}
      </section>
      <section className="account-activity" aria-labelledby="history-title">
        <h2 id="history-title">{t('history')}</h2>
        {data.history.length === 0 ? (
          <p className="empty">{t('none')}</p>
        ) : (
          <table className="data-table" data-testid="login-history">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('ip')}</th>
                <th scope="col">{t('result')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((row, index) => (
                <tr key={`${row.at}-${index}`}>
                  <td>{when(row.at)}</td>
                  <td>{row.ip}</td>
                  <td>{row.success ? t('success') : t('failure')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
