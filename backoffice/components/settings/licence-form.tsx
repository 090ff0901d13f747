'use client';
// The licence the portal's footer opens: authority, number and the statement in English and Thai
// (other languages already stored are kept), or none at all — then the portal shows no licence entry.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SettingsValue } from '@/contract/operator-settings';
import { api } from '@bo/lib/client/api';
import { ReasonDialog } from '../ui/reason-dialog';
import { SettingsForm } from './settings-form';
import { TextField } from './setting-fields';

const EMPTY: NonNullable<SettingsValue<'licence'>> = { authority: '', number: '', text: { en: '', th: '' }, imageUrl: '' };

export function LicenceForm({ value, version, disabled, onSaved }: { value: SettingsValue<'licence'>; version: number; disabled: boolean; onSaved: () => Promise<unknown> }) {
  const t = useTranslations('settings.groups.licence');
  const [removing, setRemoving] = useState(false);
  return (
    <>
      <p className="hint">{value ? t('shown') : t('none')}</p>
      <SettingsForm group="licence" value={value ? { imageUrl: '', ...value } : EMPTY} version={version} disabled={disabled} onSaved={onSaved}>
        {() => (
          <>
            <TextField name="value.authority" label={t('authority')} />
            <TextField name="value.number" label={t('number')} />
            <TextField name="value.text.en" label={t('textEn')} />
            <TextField name="value.text.th" label={t('textTh')} />
            <TextField name="value.imageUrl" label={t('imageUrl')} type="url" hint={t('imageUrlHint')} />
          </>
        )}
      </SettingsForm>
      {value && !disabled ? (
        <button type="button" className="danger" onClick={() => setRemoving(true)}>
          {t('remove')}
        </button>
      ) : null}
      <ReasonDialog
        open={removing}
        title={t('removeTitle')}
        submitLabel={t('remove')}
        onClose={() => setRemoving(false)}
        onSubmit={async (reason) => {
          await api('/api/settings/licence', { method: 'PUT', body: { value: null, reason, version } });
          setRemoving(false);
          await onSaved();
        }}
      >
        <p>{t('removeText')}</p>
      </ReasonDialog>
    </>
  );
}
