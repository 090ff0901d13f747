'use client';
// One settings group's form: the group's fields (children) over its whole value, the reason the
// audit trail keeps, checked with the contract's schema as the BFF and the platform check it; a
// second question before a risky change (system status, wallet mode); the outcome announced.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { RISKY_SETTINGS_GROUPS, settingsChangeSchema, type SettingsChange, type SettingsGroup, type SettingsInput, type SettingsValue } from '@/contract/operator-settings';
import { api } from '@bo/lib/client/api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SettingsErrorAlert } from './settings-error';
import { useProblemText } from './setting-fields';

export type SettingsFormValues<G extends SettingsGroup> = { value: SettingsInput<G>; reason: string; version?: number };
export type SettingsFormApi<G extends SettingsGroup> = UseFormReturn<SettingsFormValues<G>, unknown, SettingsChange<G>>;

export function SettingsForm<G extends SettingsGroup>({
  group,
  value,
  version,
  disabled,
  onSaved,
  children,
}: {
  group: G;
  value: SettingsValue<G>;
  /** The group's version the form shows: a change since then is refused, not overwritten unseen. */
  version: number;
  /** The staff member may read but not change this group. */
  disabled: boolean;
  onSaved: () => Promise<unknown>;
  children: (form: SettingsFormApi<G>) => ReactNode;
}) {
  const t = useTranslations('settings');
  const reasonId = useId();
  const problemText = useProblemText();
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<SettingsChange<G> | null>(null);
  const form = useForm<SettingsFormValues<G>, unknown, SettingsChange<G>>({
    resolver: zodResolver(settingsChangeSchema(group)),
    defaultValues: { value: value as SettingsInput<G>, reason: '', version },
  });

  const send = async (change: SettingsChange<G>) => {
    setError(null);
    await api(`/api/settings/${group}`, { method: 'PUT', body: change });
    setPending(null);
    // The screen reads the group again and draws this form anew over the stored value.
    await onSaved();
  };
  const submit = form.handleSubmit(async (change) => {
    if (RISKY_SETTINGS_GROUPS.has(group)) {
      setPending(change);
      return;
    }
    try {
      await send(change);
    } catch (failure) {
      setError(failure);
    }
  });
  const reasonProblem = form.formState.errors.reason?.message;
  const invalid = Object.keys(form.formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <form className="panel settings-form" onSubmit={submit} noValidate aria-label={t(`groups.${group}.title` as never)}>
        <fieldset disabled={disabled}>
          {children(form)}
          <div className="field">
            <label htmlFor={reasonId}>{t('reason')}</label>
            <textarea id={reasonId} rows={2} aria-invalid={reasonProblem ? true : undefined} aria-describedby={`${reasonId}-hint`} {...form.register('reason' as never)} />
            <p id={`${reasonId}-hint`} className={reasonProblem ? 'field-error' : 'hint'}>
              {reasonProblem ? problemText(reasonProblem) : t('reasonHint')}
            </p>
          </div>
          {invalid && form.formState.isSubmitted ? (
            <p role="alert" className="alert alert-error">
              {t('invalid')}
            </p>
          ) : null}
          <SettingsErrorAlert error={error} />
          <button type="submit" className="primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
            {t('save')}
          </button>
        </fieldset>
        {disabled ? <p className="hint">{t('readOnly')}</p> : null}
      </form>
      <ConfirmDialog open={pending !== null} title={t(`groups.${group}.confirmTitle` as never)} confirmLabel={t('confirmSave')} onClose={() => setPending(null)} onConfirm={() => send(pending!)}>
        <p>{t(`groups.${group}.confirmText` as never)}</p>
      </ConfirmDialog>
    </FormProvider>
  );
}
