'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import { feedbackReplyInput, type FeedbackRow } from '@/contract/inbox-admin';
import { api } from '@bo/lib/client/api';
import { HtmlPreview, inLanguage } from '../content/html-preview';
import { LocalizedFields } from '../content/localized-fields';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

interface ReplyForm {
  title: { th: string; en: string };
  content: { th: string; en: string };
}

const EMPTY: ReplyForm = { title: { th: '', en: '' }, content: { th: '', en: '' } };
/** Spec §3 Feedback question types (contract/member-inbox.ts FEEDBACK_TYPES). */
const KNOWN_TYPES = new Set([0, 1, 2, 3, 4, 6]);

/**
 * Members' feedback (spec §3, `PUT /wps/feedback`), newest first: who wrote, about what, whether it
 * was answered; a reply in Thai and English (with a preview) reaches the member's inbox, once.
 */
export function FeedbackList() {
  const t = useTranslations('inbox');
  const can = useCan();
  const feedback = useSWR<FeedbackRow[]>('/api/inbox/feedback');
  const [replying, setReplying] = useState<FeedbackRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayReply = can('inbox:send');

  const columns = useMemo<Column<FeedbackRow>[]>(
    () => [
      { id: 'createdAt', header: t('feedbackAt'), cell: ({ row }) => <time dateTime={row.original.createdAt}>{new Date(row.original.createdAt).toLocaleString()}</time> },
      { id: 'account', header: t('feedbackFrom'), cell: ({ row }) => <span className="mono">{row.original.account}</span> },
      { id: 'type', header: t('feedbackType'), cell: ({ row }) => (KNOWN_TYPES.has(row.original.type) ? t(`feedbackTypes.t${row.original.type as 0 | 1 | 2 | 3 | 4 | 6}`) : row.original.type) },
      // A member's own words: React escapes them.
      { id: 'content', header: t('feedbackText'), cell: ({ row }) => <span className="small">{row.original.content}</span> },
      {
        id: 'state',
        header: t('feedbackState'),
        cell: ({ row }) => (row.original.repliedAt ? <span className="badge badge-active">{t('replied')}</span> : <span className="badge badge-disabled">{t('waiting')}</span>),
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) =>
          mayReply && !row.original.repliedAt ? (
            <button type="button" onClick={() => setReplying(row.original)} aria-label={t('replyTo', { account: row.original.account })}>
              {t('reply')}
            </button>
          ) : (
            <span className="muted">—</span>
          ),
      },
    ],
    [t, mayReply],
  );

  return (
    <section className="content-section" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('feedbackTitle')}</h2>
      <Notice text={notice} />
      <QueryState data={feedback.data} error={feedback.error} isLoading={feedback.isLoading} retry={() => feedback.mutate()} empty={t('feedbackEmpty')}>
        {(rows) => <DataTable caption={t('feedbackCaption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <Modal open={replying !== null} title={replying ? t('replyTitle', { account: replying.account }) : ''} onClose={() => setReplying(null)}>
        {() =>
          replying ? (
            <ReplyForm
              item={replying}
              onCancel={() => setReplying(null)}
              onSent={async () => {
                setNotice(t('replied_done', { account: replying.account }));
                setReplying(null);
                await feedback.mutate();
              }}
            />
          ) : null
        }
      </Modal>
    </section>
  );
}

function ReplyForm({ item, onCancel, onSent }: { item: FeedbackRow; onCancel: () => void; onSent: () => Promise<void> }) {
  const t = useTranslations('inbox');
  const common = useTranslations('common');
  const fieldText = useScopedFieldText('inbox');
  const errorText = useScopedErrorText('inbox');
  const [error, setError] = useState<unknown>(null);
  const form = useForm<ReplyForm>({ resolver: zodResolver(feedbackReplyInput) as unknown as Resolver<ReplyForm>, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const preview = useWatch({ control: form.control });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api(`/api/inbox/feedback/${item.id}/reply`, { method: 'POST', body: values });
      await onSent();
    } catch (failure) {
      setError(failure);
    }
  });
  return (
    <form className="modal-body" onSubmit={submit} noValidate>
      <blockquote className="small">{item.content}</blockquote>
      <LocalizedFields form={form} name="title" idPrefix="reply-title" label={t('messageTitle')} hint={t('titleHint')} errors={errors.title} fieldText={fieldText} />
      <LocalizedFields form={form} name="content" idPrefix="reply-content" label={t('messageText')} hint={t('htmlHint')} errors={errors.content} fieldText={fieldText} multiline />
      <div className="html-preview-cards">
        {(['th', 'en'] as const).map((language) => (
          <HtmlPreview key={language} language={language} testId={`reply-preview-${language}`} title={inLanguage(preview.title, language)} html={inLanguage(preview.content, language)} />
        ))}
      </div>
      <div className="modal-actions">
        <button type="button" onClick={onCancel} autoFocus>
          {common('cancel')}
        </button>
      </div>
      <FormSubmit error={error ? errorText(error) : null} label={t('sendReply')} busy={isSubmitting} />
    </form>
  );
}
