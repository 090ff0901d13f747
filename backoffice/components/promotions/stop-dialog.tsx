'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { stopPromotionBody, type AdminPromotion, type StopPromotionBody } from '@/contract/rewards';
import { api } from '@bo/lib/client/api';
import { Modal } from '../ui/modal';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

/**
 * The kill switch in two steps: why (checked as the platform checks it), then the confirmation that
 * says what stops, with Cancel focused. Only the confirmation stops the promotion; it cannot be
 * undone. A refusal shows in the dialog, in the staff member's language.
 */
export function StopDialog({ promotion, onStopped, onClose }: { promotion: AdminPromotion | null; onStopped: (stopped: AdminPromotion) => Promise<void>; onClose: () => void }) {
  const t = useTranslations('promotions.stop');
  const common = useTranslations('common');
  const fieldText = useScopedFieldText('promotions');
  const errorText = useScopedErrorText('promotions');
  const fieldId = useId();
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<StopPromotionBody>({ resolver: zodResolver(stopPromotionBody), defaultValues: { reason: '' } });
  useEffect(() => {
    if (promotion) form.reset({ reason: '' });
  }, [promotion, form]);
  const close = () => {
    setReason(null);
    setError(null);
    onClose();
  };
  const next = form.handleSubmit((values) => setReason(values.reason));
  const confirm = async () => {
    if (!promotion || reason === null) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api<AdminPromotion>(`/api/promotions/${encodeURIComponent(promotion.definition.promotionId)}/stop`, { method: 'POST', body: { reason } });
      setReason(null);
      await onStopped(data);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const title = promotion ? t('title', { title: promotion.definition.title.en }) : '';
  const problem = form.formState.errors.reason?.message;
  return (
    <Modal open={promotion !== null} title={title} onClose={close}>
      {(titleId) =>
        reason === null ? (
          <form onSubmit={next} aria-labelledby={titleId} noValidate>
            <div className="modal-body">
              <p>{t('intro')}</p>
            </div>
            <label htmlFor={fieldId}>{t('reason')}</label>
            <textarea id={fieldId} rows={3} aria-invalid={problem ? true : undefined} aria-describedby={`${fieldId}-hint`} {...form.register('reason')} />
            <p id={`${fieldId}-hint`} className={problem ? 'field-error' : 'hint'}>
              {problem ? fieldText(problem) : t('reasonHint')}
            </p>
            <div className="modal-actions">
              <button type="button" onClick={close}>
                {common('cancel')}
              </button>
              <button type="submit" className="primary">
                {t('next')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <div className="modal-body">
              <p>{t('confirm', { title: promotion?.definition.title.en ?? '' })}</p>
              <p>{t('reasonIs', { reason })}</p>
            </div>
            {error ? (
              <p role="alert" className="alert alert-error">
                {errorText(error)}
              </p>
            ) : null}
            <div className="modal-actions">
              <button type="button" onClick={close} autoFocus>
                {common('cancel')}
              </button>
              <button type="button" className="danger" onClick={confirm} disabled={busy} aria-busy={busy}>
                {t('action')}
              </button>
            </div>
          </>
        )
      }
    </Modal>
  );
}
