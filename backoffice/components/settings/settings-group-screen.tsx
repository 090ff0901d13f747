'use client';
// One settings group: its form over the stored value (drawn anew after each change, keyed by the
// group's version), the outcome, and the group's history from the audit trail.
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { OperatorSettings, SettingsGroup, SettingsHistoryRow, SettingsValue } from '@/contract/operator-settings';
import type { Permission } from '@/contract/staff-permissions';
import { useCan } from '../layout/staff-provider';
import { ErrorAlert } from '../ui/error-text';
import { Notice } from '../ui/notice';
import { LicenceForm } from './licence-form';
import { PaymentChannelsFields } from './payment-fields';
import { AgentRulesFields, BonusRulesFields, WithdrawalRulesFields } from './rules-fields';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';
import { FourEyesFields, LinksFields, RegistrationFieldsFields, WalletModeFields } from './site-fields';
import { RegionBlocksFields, SiteFlagsFields, SystemStatusFields } from './system-fields';

function fieldsOf(group: SettingsGroup, value: unknown): ReactNode {
  switch (group) {
    case 'systemStatus':
      return <SystemStatusFields />;
    case 'siteFlags':
      return <SiteFlagsFields names={Object.keys(value as Record<string, boolean>)} />;
    case 'regionBlocks':
      return <RegionBlocksFields />;
    case 'paymentChannels':
      return <PaymentChannelsFields />;
    case 'withdrawalRules':
      return <WithdrawalRulesFields />;
    case 'bonusRules':
      return <BonusRulesFields />;
    case 'registrationFields':
      return <RegistrationFieldsFields />;
    case 'links':
      return <LinksFields />;
    case 'fourEyes':
      return <FourEyesFields />;
    case 'walletMode':
      return <WalletModeFields />;
    case 'agentRules':
      return <AgentRulesFields />;
    case 'licence':
      return null;
  }
}

export function SettingsGroupScreen({ group }: { group: SettingsGroup }) {
  const t = useTranslations('settings');
  const format = useFormatter();
  const can = useCan();
  const settings = useSWR<OperatorSettings>('/api/settings');
  const history = useSWR<SettingsHistoryRow[]>(`/api/settings/${group}/history`);
  const [notice, setNotice] = useState<string | null>(null);
  const current = settings.data?.[group];
  const saved = async () => {
    await Promise.all([settings.mutate(), history.mutate()]);
    setNotice(t('saved'));
  };

  if (!current) {
    return settings.error ? <ErrorAlert error={settings.error} /> : <p aria-busy="true">{t('loading')}</p>;
  }
  const disabled = !can(current.editPermission as Permission);
  return (
    <>
      <p className="hint" data-testid="settings-version">
        {current.changedAt
          ? t('version', { version: current.version, at: format.dateTime(new Date(current.changedAt), { dateStyle: 'medium', timeStyle: 'short' }), by: current.changedBy ?? '—' })
          : t('neverChanged')}
      </p>
      <Notice text={notice} />
      {group === 'licence' ? (
        <LicenceForm key={current.version} value={current.value as SettingsValue<'licence'>} version={current.version} disabled={disabled} onSaved={saved} />
      ) : (
        <SettingsForm key={current.version} group={group} value={current.value as SettingsValue<typeof group>} version={current.version} disabled={disabled} onSaved={saved}>
          {() => fieldsOf(group, current.value)}
        </SettingsForm>
      )}
      <SettingsHistory rows={history.data} error={history.error} isLoading={history.isLoading} retry={() => history.mutate()} />
    </>
  );
}
