'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { rejectBody } from '@bo/lib/decision-schemas';
import { ErrorAlert, useFieldText } from './error-text';
import { Modal } from './modal';

/** A decision that needs its reason (reject, disable): the form checks it as the BFF will. */
export function ReasonDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('common');
  const fieldText = useFieldText();
  const fieldId = useId();
  const [error, setError] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(rejectBody), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onSubmit(reason);
      form.reset();
    } catch (failure) {
      setError(failure);
    }
  });
  const problem = form.formState.errors.reason?.message;
  return (
    <Modal open={open} title={title} onClose={close}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} noValidate>
          {children ? <div className="modal-body">{children}</div> : null}
          <label htmlFor={fieldId}>{t('reason')}</label>
          <textarea id={fieldId} rows={3} aria-invalid={problem ? true : undefined} aria-describedby={`${fieldId}-hint`} {...form.register('reason')} />
          <p id={`${fieldId}-hint`} className={problem ? 'field-error' : 'hint'}>
            {problem ? fieldText(problem) : t('reasonHint')}
          </p>
          <ErrorAlert error={error} />
          <div className="modal-actions">
            <button type="button" onClick={close}>
              {t('cancel')}
            </button>
            <button type="submit" className="danger" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
