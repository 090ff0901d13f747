'use client';
import { useMemo } from 'react';
import { ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS, type AnnouncementType, type PopupExecution } from '@/contract/announcements';
import { announcementInput, type AnnouncementRow } from '@/contract/content-admin';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { contentColumns, useContentDesk } from './content-desk';
import { HtmlPreview, inLanguage } from './html-preview';
import { LocalizedFields } from './localized-fields';
import { VisibilityDialog } from './visibility-dialog';

interface AnnouncementForm {
  type: AnnouncementType;
  execution: PopupExecution | '';
  title: { th: string; en: string };
  content: { th: string; en: string };
  promotionType: string;
  sequence: number;
  mustSee: boolean;
}

const EMPTY: AnnouncementForm = { type: 'B', execution: '', title: { th: '', en: '' }, content: { th: '', en: '' }, promotionType: '', sequence: 0, mustSee: false };
/** The popups the daily rule holds back, which may be marked must-see. */
const onLoad = (execution: string | null | undefined) => execution === 'A' || execution === 'B';

/**
 * Announcements and popups (spec §3, §7): every one, shown or hidden, by type; a new one (its kind,
 * whether and to whom it pops up, title and HTML text in Thai and English) with a preview per
 * language; show or hide one after a confirmation. Staff read plain names, never the codes.
 */
export function AnnouncementList() {
  const desk = useContentDesk<AnnouncementForm, AnnouncementRow, 'contentNotices'>({
    path: '/api/content/announcements',
    namespace: 'contentNotices',
    schema: announcementInput,
    empty: EMPTY,
    createdMessage: 'announcementCreated',
    body: (values) => ({ ...values, mustSee: onLoad(values.execution) && values.mustSee }),
  });
  const { t, say, fieldText, form, preview, mayPublish, setSwitching } = desk;
  const { errors, isSubmitting } = form.formState;

  const columns = useMemo<Column<AnnouncementRow>[]>(() => {
    const common = contentColumns<AnnouncementRow>(say, mayPublish, setSwitching);
    return [
      { id: 'type', header: t('type'), cell: ({ row }) => t(`types.${row.original.type}`) },
      {
        id: 'popup',
        header: t('popup'),
        cell: ({ row }) => (
          <>
            {t(`executions.${row.original.execution ?? 'none'}`)}
            {row.original.mustSee ? (
              <>
                {' '}
                <span className="badge badge-active">{t('mustSeeBadge')}</span>
              </>
            ) : null}
          </>
        ),
      },
      common.title(t('announcementTitle')),
      { id: 'sequence', header: t('sequence'), cell: ({ row }) => row.original.sequence },
      common.state,
      common.actions,
    ];
  }, [t, say, mayPublish, setSwitching]);

  return (
    <section className="content-section" aria-labelledby="announcements-title">
      <h2 id="announcements-title">{t('announcementsTitle')}</h2>
      <p className="hint">{t('announcementsIntro')}</p>
      <Notice text={desk.notice} />
      {mayPublish ? (
        <form className="panel" onSubmit={desk.submit} noValidate aria-labelledby="announcement-create-title">
          <h3 id="announcement-create-title">{t('announcementCreateTitle')}</h3>
          <div className="field">
            <label htmlFor="announcement-type">{t('type')}</label>
            <select id="announcement-type" aria-describedby="announcement-type-hint" {...form.register('type')}>
              {ANNOUNCEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
            <p id="announcement-type-hint" className="hint">
              {t(`typeHints.${preview.type ?? 'B'}`)}
            </p>
          </div>
          <div className="field">
            <label htmlFor="announcement-execution">{t('popup')}</label>
            <select id="announcement-execution" aria-describedby="announcement-execution-hint" {...form.register('execution')}>
              <option value="">{t('executions.none')}</option>
              {POPUP_EXECUTIONS.map((execution) => (
                <option key={execution} value={execution}>
                  {t(`executions.${execution}`)}
                </option>
              ))}
            </select>
            <p id="announcement-execution-hint" className={errors.execution ? 'field-error' : 'hint'}>
              {errors.execution ? fieldText(errors.execution.message) : t('popupHint')}
            </p>
          </div>
          {onLoad(preview.execution) ? (
            <div className="field field-check">
              <input id="announcement-must-see" type="checkbox" aria-invalid={errors.mustSee ? true : undefined} aria-describedby="announcement-must-see-hint" {...form.register('mustSee')} />
              <label htmlFor="announcement-must-see">{t('mustSee')}</label>
              <p id="announcement-must-see-hint" className={errors.mustSee ? 'field-error' : 'hint'}>
                {errors.mustSee ? fieldText(errors.mustSee.message) : t('mustSeeHint')}
              </p>
            </div>
          ) : null}
          <LocalizedFields form={form} name="title" idPrefix="announcement-title" label={t('announcementTitle')} hint={t('announcementTitleHint')} errors={errors.title} fieldText={fieldText} />
          <LocalizedFields form={form} name="content" idPrefix="announcement-content" label={t('announcementText')} hint={t('htmlHint')} errors={errors.content} fieldText={fieldText} multiline />
          {preview.type === 'PR' ? (
            <div className="field">
              <label htmlFor="announcement-promotion">{t('promotionType')}</label>
              <input id="announcement-promotion" autoCapitalize="characters" spellCheck={false} aria-invalid={errors.promotionType ? true : undefined} aria-describedby="announcement-promotion-hint" {...form.register('promotionType')} />
              <p id="announcement-promotion-hint" className={errors.promotionType ? 'field-error' : 'hint'}>
                {errors.promotionType ? fieldText(errors.promotionType.message) : t('promotionTypeHint')}
              </p>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="announcement-sequence">{t('sequence')}</label>
            <input id="announcement-sequence" type="number" inputMode="numeric" min={0} max={10_000} aria-invalid={errors.sequence ? true : undefined} aria-describedby="announcement-sequence-hint" {...form.register('sequence', { valueAsNumber: true })} />
            <p id="announcement-sequence-hint" className={errors.sequence ? 'field-error' : 'hint'}>
              {errors.sequence ? fieldText(errors.sequence.message) : t('sequenceHint')}
            </p>
          </div>
          <section className="html-preview" aria-labelledby="announcement-preview-title">
            <h4 id="announcement-preview-title">{t('preview')}</h4>
            <p className="hint">{t('announcementPreviewHint')}</p>
            <div className="html-preview-cards">
              {(['th', 'en'] as const).map((language) => (
                <HtmlPreview key={language} language={language} testId={`announcement-preview-${language}`} title={inLanguage(preview.title, language)} html={inLanguage(preview.content, language)} />
              ))}
            </div>
          </section>
          <FormSubmit error={desk.formError} label={t('announcementCreate')} busy={isSubmitting} />
        </form>
      ) : null}
      <QueryState data={desk.list.data} error={desk.list.error} isLoading={desk.list.isLoading} retry={() => desk.list.mutate()} empty={t('announcementsEmpty')}>
        {(rows) => <DataTable caption={t('announcementsCaption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <VisibilityDialog item={desk.switching} path="/api/content/announcements" namespace="contentNotices" onClose={() => setSwitching(null)} onSwitched={desk.switched} />
    </section>
  );
}
