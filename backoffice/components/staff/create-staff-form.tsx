'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EnrolmentIssued, RoleRow } from '@/contract/admin-api';
import { api } from '@bo/lib/client/api';
import { createStaffBody, type CreateStaffBody } from '@bo/lib/staff-schemas';
import { ErrorAlert } from '../ui/error-text';

/** A new staff member with a role the creator may hand out; the answer is their one-time enrolment link. */
export function CreateStaffForm({ roles, onCreated }: { roles: RoleRow[]; onCreated: (issued: EnrolmentIssued) => void }) {
  const t = useTranslations('staff');
  const [error, setError] = useState<unknown>(null);
  const form = useForm<CreateStaffBody>({ resolver: zodResolver(createStaffBody), defaultValues: { name: '', role: roles[0]?.name ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await api<EnrolmentIssued>('/api/staff', { method: 'POST', body: values });
      form.reset({ name: '', role: values.role });
      onCreated(data);
    } catch (failure) {
      setError(failure);
    }
  });
  return (
    <form className="panel inline-form" onSubmit={submit} noValidate aria-labelledby="create-staff-title">
      <h2 id="create-staff-title">{t('createTitle')}</h2>
      <div className="field">
        <label htmlFor="staff-name">{t('name')}</label>
        <input id="staff-name" autoCapitalize="none" spellCheck={false} aria-invalid={errors.name ? true : undefined} aria-describedby="staff-name-hint" {...form.register('name')} />
        <p id="staff-name-hint" className={errors.name ? 'field-error' : 'hint'}>
          {t('nameRule')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="staff-role">{t('role')}</label>
        <select id="staff-role" {...form.register('role')}>
          {roles.map((role) => (
            <option key={role.name} value={role.name}>
              {role.name}
            </option>
          ))}
        </select>
      </div>
      <ErrorAlert error={error} />
      <button type="submit" className="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('create')}
      </button>
    </form>
  );
}
