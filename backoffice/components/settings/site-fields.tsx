'use client';
// What members are asked and shown: registration fields, outside links, four-eyes thresholds, wallet mode.
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CONFIGURABLE_REGISTER_FIELDS } from '@/contract/operator-settings';
import { SITE_RESOURCE_GROUPS, type SiteResourceGroup } from '@/contract/site-resources';
import { PATTERNS } from '@/contract/validation-patterns';
import { CheckboxField, LinesField, NumberField, SelectField, TextField } from './setting-fields';

export function RegistrationFieldsFields() {
  const t = useTranslations('settings.groups.registrationFields');
  return (
    <div className="settings-list">
      <p className="hint">{t('hint')}</p>
      {CONFIGURABLE_REGISTER_FIELDS.map((name, index) => (
        <div key={name} className="settings-row" role="group" aria-label={t(`names.${name}`)}>
          <strong>{t(`names.${name}`)}</strong>
          <CheckboxField name={`value.fields.${index}.enabled`} label={t('enabled')} />
          <CheckboxField name={`value.fields.${index}.required`} label={t('required')} />
          <SelectField name={`value.fields.${index}.patternId`} numeric label={t('pattern')} options={PATTERNS.map((pattern) => ({ value: pattern.id, text: `${pattern.id}: ${pattern.describes}` }))} />
          <NumberField name={`value.fields.${index}.minLength`} label={t('minLength')} />
          <NumberField name={`value.fields.${index}.maxLength`} label={t('maxLength')} />
        </div>
      ))}
    </div>
  );
}

function LinkList({ group }: { group: SiteResourceGroup }) {
  const t = useTranslations('settings.groups.links');
  const { control } = useFormContext();
  const links = useFieldArray({ control, name: `value.${group}` });
  return (
    <fieldset className="settings-list">
      <legend>{t(`lists.${group}`)}</legend>
      {links.fields.map((link, index) => (
        <div key={link.id} className="settings-row" role="group" aria-label={t('link', { list: t(`lists.${group}`), n: index + 1 })}>
          {group === 'appDownload' ? (
            <SelectField name={`value.${group}.${index}.labelNameEn`} label={t('label')} options={['ios', 'android'].map((value) => ({ value, text: value }))} />
          ) : (
            <TextField name={`value.${group}.${index}.labelNameEn`} label={t('label')} hint={t('labelHint')} />
          )}
          <TextField name={`value.${group}.${index}.url`} label={t('url')} type="url" />
          <button type="button" onClick={() => links.remove(index)}>
            {t('remove', { n: index + 1 })}
          </button>
        </div>
      ))}
      {links.fields.length === 0 ? <p className="hint">{t('none')}</p> : null}
      <button type="button" onClick={() => links.append({ labelNameEn: group === 'appDownload' ? 'ios' : '', url: 'https://' })}>
        {t('add', { list: t(`lists.${group}`) })}
      </button>
    </fieldset>
  );
}

export function LinksFields() {
  return (
    <>
      {SITE_RESOURCE_GROUPS.map((group) => (
        <LinkList key={group} group={group} />
      ))}
    </>
  );
}

export function FourEyesFields() {
  const t = useTranslations('settings.groups.fourEyes');
  return (
    <>
      <TextField name="value.adjustmentAbove" label={t('adjustmentAbove')} inputMode="decimal" />
      <TextField name="value.withdrawalAbove" label={t('withdrawalAbove')} inputMode="decimal" />
    </>
  );
}

export function WalletModeFields() {
  const t = useTranslations('settings.groups.walletMode');
  return (
    <>
      <SelectField
        name="value.mode"
        label={t('mode')}
        options={[
          { value: 'transfer', text: t('modes.transfer') },
          { value: 'seamless', text: t('modes.seamless') },
        ]}
      />
      <LinesField name="value.transferWalletVendors" label={t('vendors')} hint={t('vendorsHint')} />
    </>
  );
}
