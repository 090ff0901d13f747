'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import { decideApplicationBody, type AdminClaim } from '@/contract/rewards';
import { api } from '@bo/lib/client/api';
import { DataTable, type Column } from '../ui/data-table';
import { Modal } from '../ui/modal';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';
import { RowActions } from '../ui/row-actions';

/**
 * Applications waiting for staff (GET /admin/promotion-claims): approve issues the reward to the
 * member (an amount when the promotion has no fixed one; the member then claims it, within the
 * promotion's budget), reject closes it with a reason the member reads.
 */
export function ApplicationQueue({ mayDecide, onDecided }: { mayDecide: boolean; onDecided: (text: string) => void }) {
  const t = useTranslations('promotions.applications');
  const format = useFormatter();
  const applications = useSWR<AdminClaim[]>('/api/promotions/claims');
  const [approving, setApproving] = useState<AdminClaim | null>(null);
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const decide = async (claim: AdminClaim, body: Record<string, string>) => {
    await api(`/api/promotions/claims/${encodeURIComponent(claim.claimId)}`, { method: 'POST', body });
    await applications.mutate();
  };

  const columns = useMemo<Column<AdminClaim>[]>(
    () => [
      { id: 'account', header: t('account'), cell: ({ row }) => <span className="mono">{row.original.account}</span> },
      { id: 'promotion', header: t('promotion'), cell: ({ row }) => row.original.title },
      { id: 'remark', header: t('remark'), cell: ({ row }) => row.original.remark ?? <span className="muted">—</span> },
      { id: 'images', header: t('images'), cell: ({ row }) => row.original.imageCount },
      { id: 'at', header: t('at'), cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => (
          <RowActions
            actions={
              mayDecide && [
                { label: t('approve'), name: t('approveOne', { account: row.original.account }), onClick: () => setApproving(row.original) },
                { label: t('reject'), name: t('rejectOne', { account: row.original.account }), onClick: () => setRejecting(row.original), danger: true },
              ]
            }
          />
        ),
      },
    ],
    [t, format, mayDecide],
  );

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title">{t('title')}</h2>
      <QueryState data={applications.data} error={applications.error} isLoading={applications.isLoading} retry={() => applications.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.claimId} />}
      </QueryState>
      <ApproveDialog
        claim={approving}
        onClose={() => setApproving(null)}
        onApprove={async (claim, body) => {
          await decide(claim, { action: 'approve', ...body });
          setApproving(null);
          onDecided(t('approved', { account: claim.account }));
        }}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? t('rejectTitle', { account: rejecting.account }) : ''}
        submitLabel={t('reject')}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await decide(rejecting, { action: 'reject', remark: reason });
          onDecided(t('rejected', { account: rejecting.account }));
          setRejecting(null);
        }}
      >
        <p>{t('rejectBody')}</p>
      </ReasonDialog>
    </section>
  );
}

interface ApproveValues {
  action: 'approve';
  amount?: string;
  remark?: string;
}

/** Approve: the amount (blank: the promotion's fixed amount) and a note, then the decision. */
function ApproveDialog({ claim, onApprove, onClose }: { claim: AdminClaim | null; onApprove: (claim: AdminClaim, body: { amount?: string; remark?: string }) => Promise<void>; onClose: () => void }) {
  const t = useTranslations('promotions.applications');
  const common = useTranslations('common');
  const fieldText = useScopedFieldText('promotions');
  const errorText = useScopedErrorText('promotions');
  const id = useId();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<ApproveValues>({
    resolver: zodResolver(decideApplicationBody) as unknown as Resolver<ApproveValues>,
    defaultValues: { action: 'approve', amount: undefined, remark: '' },
  });
  const close = () => {
    form.reset({ action: 'approve', amount: undefined, remark: '' });
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!claim) return;
    setError(null);
    try {
      await onApprove(claim, { ...(values.amount ? { amount: values.amount } : {}), ...(values.remark ? { remark: values.remark } : {}) });
      form.reset({ action: 'approve', amount: undefined, remark: '' });
    } catch (failure) {
      setError(failure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal open={claim !== null} title={claim ? t('approveTitle', { account: claim.account, promotion: claim.title }) : ''} onClose={close}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} noValidate>
          <div className="modal-body">
            <p>{t('approveBody')}</p>
          </div>
          <label htmlFor={`${id}-amount`}>{t('amount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${id}-amount-hint`}
            {...form.register('amount', { setValueAs: (value: string) => (value.trim() ? value.trim() : undefined) })}
          />
          <p id={`${id}-amount-hint`} className={errors.amount ? 'field-error' : 'hint'}>
            {errors.amount ? fieldText(errors.amount.message) : t('amountHint')}
          </p>
          <label htmlFor={`${id}-remark`}>{t('note')}</label>
          <textarea id={`${id}-remark`} rows={2} aria-invalid={errors.remark ? true : undefined} aria-describedby={`${id}-remark-hint`} {...form.register('remark')} />
          <p id={`${id}-remark-hint`} className={errors.remark ? 'field-error' : 'hint'}>
            {errors.remark ? fieldText(errors.remark.message) : t('noteHint')}
          </p>
          {error ? (
            <p role="alert" className="alert alert-error">
              {errorText(error)}
            </p>
          ) : null}
          <div className="modal-actions">
            <button type="button" onClick={close} autoFocus>
              {common('cancel')}
            </button>
            <button type="submit" className="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {t('approve')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
