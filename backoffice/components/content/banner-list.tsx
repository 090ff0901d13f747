'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { BANNER_GROUPS, bannerInput, type BannerGroup, type BannerRow } from '@/contract/content-admin';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { contentColumns, useContentDesk } from './content-desk';
import { VisibilityDialog } from './visibility-dialog';

/** What the form edits: a title in Thai and in English (the portal's two main languages). */
interface BannerForm {
  groupName: BannerGroup;
  title: { th: string; en: string };
  url: string;
  sort: number;
}

/** How long typing pauses before the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

const EMPTY: BannerForm = { groupName: 'w_home', title: { th: '', en: '' }, url: '', sort: 0 };

/**
 * Banners by group (spec §3): every banner, shown or hidden, in the portal's order; a new one (title
 * in Thai and English, an optional link, its place) with a preview of how it reads; show or hide one
 * after a confirmation. The portal's cached pages follow within seconds (the platform's revalidation).
 */
export function BannerList() {
  const desk = useContentDesk<BannerForm, BannerRow, 'content'>({
    path: '/api/content/banners',
    namespace: 'content',
    schema: bannerInput,
    empty: EMPTY,
    createdMessage: 'created',
    doneMessages: ['hidden_done', 'shown_done'],
  });
  const { t, say, fieldText, form, preview, mayPublish, setSwitching } = desk;
  const { errors, isSubmitting } = form.formState;

  const columns = useMemo<Column<BannerRow>[]>(() => {
    const common = contentColumns<BannerRow>(say, mayPublish, setSwitching);
    return [
      { id: 'group', header: t('group'), cell: ({ row }) => t(`groups.${row.original.groupName as BannerGroup}`) },
      common.title(t('bannerTitle')),
      { id: 'url', header: t('link'), cell: ({ row }) => (row.original.url ? <span className="mono small">{row.original.url}</span> : <span className="muted">{t('noLink')}</span>) },
      { id: 'sort', header: t('sort'), cell: ({ row }) => row.original.sort },
      common.state,
      common.actions,
    ];
  }, [t, say, mayPublish, setSwitching]);

  return (
    <>
      <Notice text={desk.notice} />
      {mayPublish ? (
        <form className="panel" onSubmit={desk.submit} noValidate aria-labelledby="banner-create-title">
          <h2 id="banner-create-title">{t('createTitle')}</h2>
          <div className="field">
            <label htmlFor="banner-group">{t('group')}</label>
            <select id="banner-group" {...form.register('groupName')}>
              {BANNER_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`groups.${group}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="banner-title-th">{t('titleTh')}</label>
            <input id="banner-title-th" lang="th" aria-invalid={errors.title?.th ? true : undefined} aria-describedby="banner-title-th-hint" {...form.register('title.th')} />
            <p id="banner-title-th-hint" className={errors.title?.th ? 'field-error' : 'hint'}>
              {errors.title?.th ? fieldText(errors.title.th.message) : t('titleThHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="banner-title-en">{t('titleEn')}</label>
            <input id="banner-title-en" lang="en" aria-invalid={errors.title?.en || errors.title?.root ? true : undefined} aria-describedby="banner-title-en-hint" {...form.register('title.en')} />
            <p id="banner-title-en-hint" className={errors.title?.en || errors.title?.root ? 'field-error' : 'hint'}>
              {errors.title?.en || errors.title?.root ? fieldText((errors.title.en ?? errors.title.root)?.message) : t('titleEnHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="banner-url">{t('link')}</label>
            <input id="banner-url" inputMode="url" autoCapitalize="none" spellCheck={false} aria-invalid={errors.url ? true : undefined} aria-describedby="banner-url-hint" {...form.register('url')} />
            <p id="banner-url-hint" className={errors.url ? 'field-error' : 'hint'}>
              {errors.url ? fieldText(errors.url.message) : t('linkHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="banner-sort">{t('sort')}</label>
            <input id="banner-sort" type="number" inputMode="numeric" min={0} max={10_000} aria-invalid={errors.sort ? true : undefined} aria-describedby="banner-sort-hint" {...form.register('sort', { valueAsNumber: true })} />
            <p id="banner-sort-hint" className={errors.sort ? 'field-error' : 'hint'}>
              {errors.sort ? fieldText(errors.sort.message) : t('sortHint')}
            </p>
          </div>
          <section className="banner-preview" aria-labelledby="banner-preview-title">
            <h3 id="banner-preview-title">{t('preview')}</h3>
            <p className="hint">{t('previewHint', { group: t(`groups.${(preview.groupName ?? 'w_home') as BannerGroup}`) })}</p>
            <div className="banner-preview-cards">
              {(['th', 'en'] as const).map((language) => (
                <BannerPreview
                  key={language}
                  language={language}
                  // A Thai reader of a banner without a Thai title sees the English one.
                  title={(preview.title?.[language]?.trim() || preview.title?.en?.trim()) ?? ''}
                  url={preview.url ?? ''}
                />
              ))}
            </div>
          </section>
          <FormSubmit error={desk.formError} label={t('create')} busy={isSubmitting} />
        </form>
      ) : null}
      <QueryState data={desk.list.data} error={desk.list.error} isLoading={desk.list.isLoading} retry={() => desk.list.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <VisibilityDialog item={desk.switching} path="/api/content/banners" namespace="content" onClose={() => setSwitching(null)} onSwitched={desk.switched} />
    </>
  );
}

/** The platform's art for this title and link (drawn, not stored), fetched once typing pauses. */
function BannerPreview({ language, title, url }: { language: 'th' | 'en'; title: string; url: string }) {
  const t = useTranslations('content');
  const [asked, setAsked] = useState({ title, url });
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked({ title, url }), PREVIEW_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [title, url]);
  const query = asked.title ? `/api/content/banners/preview?${new URLSearchParams({ language, title: asked.title.slice(0, 120), ...(asked.url.trim() ? { url: asked.url.trim().slice(0, 500) } : {}) })}` : null;
  const art = useSWR<{ svg: string }>(query, { keepPreviousData: true });
  const label = t(language === 'th' ? 'previewTh' : 'previewEn');
  return (
    <figure className="banner-preview-card" data-testid={`banner-preview-${language}`}>
      {title && art.data ? (
        <img className="banner-preview-art" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(art.data.svg)}`} alt={t('previewAlt', { language: label, title })} />
      ) : (
        <div className="banner-preview-art banner-preview-empty">{title ? t('previewLoading') : t('previewEmpty')}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
