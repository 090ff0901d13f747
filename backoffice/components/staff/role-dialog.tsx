'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RoleRow, StaffRow } from '@/contract/admin-api';
import { api } from '@bo/lib/client/api';
import { changeRoleBody, type ChangeRoleBody } from '@bo/lib/staff-schemas';
import { ErrorAlert, useFieldText } from '../ui/error-text';
import { Modal } from '../ui/modal';

/** Another role for a staff member, with the reason (their sessions end: the new role applies at once). */
export function RoleDialog({ member, roles, onClose, onChanged }: { member: StaffRow | null; roles: RoleRow[]; onClose: () => void; onChanged: (name: string, role: string) => void }) {
  const t = useTranslations('staff');
  const common = useTranslations('common');
  const fieldText = useFieldText();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<ChangeRoleBody>({ resolver: zodResolver(changeRoleBody), values: { role: member?.role ?? '', reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!member) return;
    setError(null);
    try {
      await api(`/api/staff/${member.name}/role`, { method: 'POST', body: values });
      onChanged(member.name, values.role);
    } catch (failure) {
      setError(failure);
    }
  });
  return (
    <Modal open={member !== null} title={member ? t('roleTitle', { name: member.name }) : ''} onClose={close}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} noValidate>
          <p>{t('roleHint')}</p>
          <label htmlFor="role-select">{t('role')}</label>
          <select id="role-select" {...form.register('role')}>
            {roles.map((role) => (
              <option key={role.name} value={role.name}>
                {role.name}
              </option>
            ))}
          </select>
          <label htmlFor="role-reason">{common('reason')}</label>
          <textarea id="role-reason" rows={2} aria-invalid={errors.reason ? true : undefined} aria-describedby="role-reason-hint" {...form.register('reason')} />
          <p id="role-reason-hint" className={errors.reason ? 'field-error' : 'hint'}>
            {errors.reason ? fieldText(errors.reason.message) : common('reasonHint')}
          </p>
          <ErrorAlert error={error} />
          <div className="modal-actions">
            <button type="button" onClick={close}>
              {common('cancel')}
            </button>
            <button type="submit" className="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {t('changeRole')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
