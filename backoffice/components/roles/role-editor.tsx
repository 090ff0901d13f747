'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { RoleRow } from '@/contract/admin-api';
import { permissionSchema, roleInputSchema, roleNameSchema, type Permission } from '@/contract/staff-permissions';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';
import { PermissionGrid } from './permission-grid';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// The allow-list is typed one range per line; each line must be an address or CIDR range (contract/staff-permissions.ts).
const roleForm = z.object({
  name: roleNameSchema,
  permissions: z.array(permissionSchema),
  addresses: z.string().max(2500).refine((text) => roleInputSchema.shape.allowedAddresses.safeParse(linesOf(text)).success, 'address_range_invalid'),
});
type RoleForm = z.infer<typeof roleForm>;

/** Creates a custom role or changes one: its permissions (module × action) and the addresses it may work from. */
export function RoleEditor({ role, onSaved, onCancel }: { role: RoleRow | null; onSaved: (name: string) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('roles');
  const can = useCan();
  const fieldText = useScopedFieldText('roles');
  const errorText = useScopedErrorText('roles');
  const [error, setError] = useState<unknown>(null);
  const form = useForm<RoleForm>({
    resolver: zodResolver(roleForm),
    defaultValues: { name: role?.name ?? '', permissions: (role?.permissions ?? []) as Permission[], addresses: (role?.allowedAddresses ?? []).join('\n') },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api(`/api/roles/${encodeURIComponent(values.name)}`, { method: 'PUT', body: { permissions: values.permissions, allowedAddresses: linesOf(values.addresses) } });
      await onSaved(values.name);
    } catch (failure) {
      setError(failure);
    }
  });
  const title = role ? t('editTitle', { name: role.name }) : t('createTitle');
  return (
    <form className="panel" onSubmit={submit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <div className="field">
        <label htmlFor="role-name">{t('name')}</label>
        <input id="role-name" readOnly={role !== null} autoCapitalize="none" spellCheck={false} aria-invalid={errors.name ? true : undefined} aria-describedby="role-name-hint" {...form.register('name')} />
        <p id="role-name-hint" className={errors.name ? 'field-error' : 'hint'}>
          {t('nameRule')}
        </p>
      </div>
      <PermissionGrid caption={role ? t('permissionsOf', { name: role.name }) : t('createTitle')} register={form.register('permissions')} mayGrant={can} />
      <p className="hint">{t('grantHint')}</p>
      <div className="field">
        <label htmlFor="role-addresses">{t('addresses')}</label>
        <textarea id="role-addresses" rows={3} className="mono" aria-invalid={errors.addresses ? true : undefined} aria-describedby="role-addresses-hint" {...form.register('addresses')} />
        <p id="role-addresses-hint" className={errors.addresses ? 'field-error' : 'hint'}>
          {errors.addresses ? fieldText(errors.addresses.message) : t('addressesHint')}
        </p>
      </div>
      {error ? (
        <p role="alert" className="alert alert-error">
          {errorText(error)}
        </p>
      ) : null}
      <div className="row-actions">
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
