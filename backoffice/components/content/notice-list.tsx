'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import { noticeInput, type NoticeRow } from '@/contract/content-admin';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';
import { HtmlPreview, inLanguage } from './html-preview';
import { LocalizedFields } from './localized-fields';
import { VisibilityDialog } from './visibility-dialog';

interface NoticeForm {
  title: { th: string; en: string };
  content: { th: string; en: string };
}

const EMPTY: NoticeForm = { title: { th: '', en: '' }, content: { th: '', en: '' } };

/**
 * The home page's marquee (spec §2): every notice, shown or hidden, newest first; a new one (its line
 * and the notice window's text in Thai and English) with a preview per language; show or hide one
 * after a confirmation. The portal's pages follow within seconds.
 */
export function NoticeList() {
  const t = useTranslations('contentNotices');
  const can = useCan();
  const fieldText = useScopedFieldText('contentNotices');
  const errorText = useScopedErrorText('contentNotices');
  const notices = useSWR<NoticeRow[]>('/api/content/notices');
  const [switching, setSwitching] = useState<NoticeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mayPublish = can('content:publish');
  const form = useForm<NoticeForm>({ resolver: zodResolver(noticeInput) as unknown as Resolver<NoticeForm>, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const preview = useWatch({ control: form.control });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await api<NoticeRow>('/api/content/notices', { method: 'POST', body: values });
      form.reset(EMPTY);
      setNotice(t('noticeCreated', { title: data.title.en }));
      await notices.mutate();
    } catch (failure) {
      setError(failure);
    }
  });

  const columns = useMemo<Column<NoticeRow>[]>(
    () => [
      {
        id: 'title',
        header: t('noticeLine'),
        cell: ({ row }) => (
          <span lang="en">
            {row.original.title.en}
            {row.original.title.th ? (
              <>
                <br />
                <span lang="th" className="muted">
                  {row.original.title.th}
                </span>
              </>
            ) : null}
          </span>
        ),
      },
      { id: 'published', header: t('published'), cell: ({ row }) => <time dateTime={row.original.publishedAt}>{new Date(row.original.publishedAt).toLocaleString()}</time> },
      {
        id: 'state',
        header: t('state'),
        cell: ({ row }) => (row.original.enabled ? <span className="badge badge-active">{t('shown')}</span> : <span className="badge badge-disabled">{t('hidden')}</span>),
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) =>
          mayPublish ? (
            <button type="button" className={row.original.enabled ? 'danger' : undefined} onClick={() => setSwitching(row.original)} aria-label={t(row.original.enabled ? 'hideOne' : 'showOne', { title: row.original.title.en })}>
              {t(row.original.enabled ? 'hide' : 'show')}
            </button>
          ) : (
            <span className="muted">—</span>
          ),
      },
    ],
    [t, mayPublish],
  );

  return (
    <section className="content-section" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('noticesTitle')}</h2>
      <p className="hint">{t('noticesIntro')}</p>
      <Notice text={notice} />
      {mayPublish ? (
        <form className="panel" onSubmit={submit} noValidate aria-labelledby="notice-create-title">
          <h3 id="notice-create-title">{t('noticeCreateTitle')}</h3>
          <LocalizedFields form={form} name="title" idPrefix="notice-title" label={t('noticeLine')} hint={t('noticeLineHint')} errors={errors.title} fieldText={fieldText} />
          <LocalizedFields form={form} name="content" idPrefix="notice-content" label={t('noticeText')} hint={t('htmlHint')} errors={errors.content} fieldText={fieldText} multiline />
          <section className="html-preview" aria-labelledby="notice-preview-title">
            <h4 id="notice-preview-title">{t('preview')}</h4>
            <p className="hint">{t('noticePreviewHint')}</p>
            <div className="html-preview-cards">
              {(['th', 'en'] as const).map((language) => (
                <HtmlPreview key={language} language={language} testId={`notice-preview-${language}`} title={inLanguage(preview.title, language)} html={inLanguage(preview.content, language)} />
              ))}
            </div>
          </section>
          <FormSubmit error={error ? errorText(error) : null} label={t('noticeCreate')} busy={isSubmitting} />
        </form>
      ) : null}
      <QueryState data={notices.data} error={notices.error} isLoading={notices.isLoading} retry={() => notices.mutate()} empty={t('noticesEmpty')}>
        {(rows) => <DataTable caption={t('noticesCaption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <VisibilityDialog
        item={switching}
        path="/api/content/notices"
        namespace="contentNotices"
        onClose={() => setSwitching(null)}
        onSwitched={async (item) => {
          setNotice(t(item.enabled ? 'hiddenDone' : 'shownDone', { title: item.title.en }));
          await notices.mutate();
        }}
      />
    </section>
  );
}
