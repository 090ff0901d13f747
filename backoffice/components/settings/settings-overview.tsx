'use client';
// Every settings group: what it holds, its version and last change; each opens its own page.
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { SETTINGS_GROUPS, type OperatorSettings } from '@/contract/operator-settings';
import { ErrorAlert } from '../ui/error-text';

export function SettingsOverview() {
  const t = useTranslations('settings');
  const format = useFormatter();
  const settings = useSWR<OperatorSettings>('/api/settings');
  if (!settings.data) return settings.error ? <ErrorAlert error={settings.error} /> : <p aria-busy="true">{t('loading')}</p>;
  return (
    <ul className="settings-groups">
      {SETTINGS_GROUPS.map((group) => {
        const current = settings.data![group];
        return (
          <li key={group} className="panel">
            <h2>
              <Link href={`/settings/${group}`}>{t(`groups.${group}.title`)}</Link>
            </h2>
            <p>{t(`groups.${group}.about`)}</p>
            <p className="hint">
              {current.changedAt
                ? t('version', { version: current.version, at: format.dateTime(new Date(current.changedAt), { dateStyle: 'medium', timeStyle: 'short' }), by: current.changedBy ?? '—' })
                : t('neverChanged')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
