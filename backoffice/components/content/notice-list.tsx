'use client';
import { useMemo } from 'react';
import { noticeInput, type NoticeRow } from '@/contract/content-admin';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { contentColumns, useContentDesk } from './content-desk';
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
  const desk = useContentDesk<NoticeForm, NoticeRow, 'contentNotices'>({ path: '/api/content/notices', namespace: 'contentNotices', schema: noticeInput, empty: EMPTY, createdMessage: 'noticeCreated' });
  const { t, say, fieldText, form, preview, mayPublish, setSwitching } = desk;
  const { errors, isSubmitting } = form.formState;

  const columns = useMemo<Column<NoticeRow>[]>(() => {
    const common = contentColumns<NoticeRow>(say, mayPublish, setSwitching);
    return [
      common.title(t('noticeLine')),
      { id: 'published', header: t('published'), cell: ({ row }) => <time dateTime={row.original.publishedAt}>{new Date(row.original.publishedAt).toLocaleString()}</time> },
      common.state,
      common.actions,
    ];
  }, [t, say, mayPublish, setSwitching]);

  return (
    <section className="content-section" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('noticesTitle')}</h2>
      <p className="hint">{t('noticesIntro')}</p>
      <Notice text={desk.notice} />
      {mayPublish ? (
        <form className="panel" onSubmit={desk.submit} noValidate aria-labelledby="notice-create-title">
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
          <FormSubmit error={desk.formError} label={t('noticeCreate')} busy={isSubmitting} />
        </form>
      ) : null}
      <QueryState data={desk.list.data} error={desk.list.error} isLoading={desk.list.isLoading} retry={() => desk.list.mutate()} empty={t('noticesEmpty')}>
        {(rows) => <DataTable caption={t('noticesCaption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <VisibilityDialog item={desk.switching} path="/api/content/notices" namespace="contentNotices" onClose={() => setSwitching(null)} onSwitched={desk.switched} />
    </section>
  );
}
