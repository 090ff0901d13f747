'use client';
// The site as a whole: status and maintenance text, the site flags, the region blocks.
import { useTranslations } from 'next-intl';
import { SYSTEM_STATUS } from '@/contract/system';
import { CheckboxField, LinesField, SelectField, TextField } from './setting-fields';

export function SystemStatusFields() {
  const t = useTranslations('settings.groups.systemStatus');
  return (
    <>
      <SelectField
        name="value.status"
        numeric
        label={t('status')}
        options={(Object.entries(SYSTEM_STATUS) as [keyof typeof SYSTEM_STATUS, number][]).map(([name, code]) => ({ value: code, text: t(`statuses.${name}`) }))}
      />
      <TextField name="value.maintenance.title" label={t('maintenanceTitle')} />
      <TextField name="value.maintenance.info" label={t('maintenanceInfo')} hint={t('maintenanceHint')} />
    </>
  );
}

export function SiteFlagsFields({ names }: { names: string[] }) {
  return (
    <div className="settings-grid">
      {names.map((name) => (
        <CheckboxField key={name} name={`value.${name}`} label={name} />
      ))}
    </div>
  );
}

export function RegionBlocksFields() {
  const t = useTranslations('settings.groups.regionBlocks');
  return (
    <>
      <LinesField name="value.addresses" label={t('addresses')} hint={t('addressesHint')} />
      <LinesField name="value.countries" label={t('countries')} hint={t('countriesHint')} />
    </>
  );
}
