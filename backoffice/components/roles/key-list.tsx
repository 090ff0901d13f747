'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { machineKeyInput, type MachineKeyInput, type MachineKeyIssued, type MachineKeyRow } from '@/contract/machine-keys';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';
import { IssuedKey } from './issued-key';
import { PermissionGrid } from './permission-grid';

/** Machine keys for scrapers and scripts: listed (never their secrets), created (the secret shown once), revoked. */
export function KeyList() {
  const t = useTranslations('keys');
  const format = useFormatter();
  const can = useCan();
  const fieldText = useScopedFieldText('keys');
  const errorText = useScopedErrorText('keys');
  const keys = useSWR<MachineKeyRow[]>('/api/keys');
  const [issued, setIssued] = useState<MachineKeyIssued | null>(null);
  const [revoking, setRevoking] = useState<MachineKeyRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<MachineKeyInput>({ resolver: zodResolver(machineKeyInput), defaultValues: { name: '', permissions: [] } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await api<MachineKeyIssued>('/api/keys', { method: 'POST', body: values });
      form.reset();
      setIssued(data);
      setNotice(t('created', { name: data.name }));
      await keys.mutate();
    } catch (failure) {
      setError(failure);
    }
  });

  const columns = useMemo<Column<MachineKeyRow>[]>(() => {
    const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—');
    return [
      { id: 'name', header: t('name'), cell: ({ row }) => <span className="mono">{row.original.name}</span> },
      { id: 'permissions', header: t('permissions'), cell: ({ row }) => <span className="mono small">{row.original.permissions.join(', ')}</span> },
      { id: 'createdBy', header: t('createdBy'), cell: ({ row }) => row.original.createdBy },
      { id: 'createdAt', header: t('createdAt'), cell: ({ row }) => when(row.original.createdAt) },
      { id: 'lastUsed', header: t('lastUsed'), cell: ({ row }) => (row.original.lastUsedAt ? when(row.original.lastUsedAt) : t('never')) },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) =>
          row.original.revokedAt ? <span className="badge badge-disabled">{t('revokedAt', { time: when(row.original.revokedAt) })}</span> : <span className="badge badge-active">{t('live')}</span>,
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) =>
          row.original.revokedAt ? (
            <span className="muted">—</span>
          ) : (
            <button type="button" className="danger" onClick={() => setRevoking(row.original)} aria-label={t('revokeOne', { name: row.original.name })}>
              {t('revoke')}
            </button>
          ),
      },
    ];
  }, [t, format]);

  return (
    <>
      <Notice text={notice} />
      {issued ? <IssuedKey issued={issued} onDone={() => setIssued(null)} /> : null}
      <form className="panel" onSubmit={submit} noValidate aria-labelledby="key-create-title">
        <h2 id="key-create-title">{t('createTitle')}</h2>
        <div className="field">
          <label htmlFor="key-name">{t('name')}</label>
          <input id="key-name" autoCapitalize="none" spellCheck={false} aria-invalid={errors.name ? true : undefined} aria-describedby="key-name-hint" {...form.register('name')} />
          <p id="key-name-hint" className={errors.name ? 'field-error' : 'hint'}>
            {errors.name ? fieldText(errors.name.message) : t('nameRule')}
          </p>
        </div>
        <PermissionGrid caption={t('grantTitle')} register={form.register('permissions')} mayGrant={can} />
        {errors.permissions ? (
          <p className="field-error" role="alert">
            {fieldText(errors.permissions.message)}
          </p>
        ) : null}
        <FormSubmit error={error ? errorText(error) : null} label={t('create')} busy={isSubmitting} />
      </form>
      <QueryState data={keys.data} error={keys.error} isLoading={keys.isLoading} retry={() => keys.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t('revokeTitle', { name: revoking.name }) : ''}
        confirmLabel={t('revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await api(`/api/keys/${revoking.id}`, { method: 'DELETE' });
          setRevoking(null);
          setNotice(t('revoked', { name: revoking.name }));
          await keys.mutate();
        }}
      >
        <p>{t('revokeBody')}</p>
      </ConfirmDialog>
    </>
  );
}
