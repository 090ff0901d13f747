'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '@bo/lib/client/api';

/** How long typing pauses before the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

export type PreviewLanguage = 'th' | 'en';

/** A reader of a language without its own text reads the English one (the portal's fallback). */
export function inLanguage(text: { th?: string; en?: string } | undefined, language: PreviewLanguage): string {
  return (text?.[language]?.trim() || text?.en?.trim()) ?? '';
}

/**
 * How a member reading `language` sees a title and its operator HTML: the HTML goes through the
 * portal's own rules on the back office's server (api/content/html-preview), so what shows here is
 * what the portal will show — a script or an event handler never reaches this page.
 */
export function HtmlPreview({ language, title, html, testId }: { language: PreviewLanguage; title: string; html: string; testId: string }) {
  const t = useTranslations('contentNotices');
  const [asked, setAsked] = useState(html);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(html), PREVIEW_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [html]);
  const clean = useSWR<{ html: string }>(asked.trim() ? ['html-preview', asked] : null, async ([, text]: [string, string]) => (await api<{ html: string }>('/api/content/html-preview', { method: 'POST', body: { html: text } })).data, {
    keepPreviousData: true,
  });
  const label = t(language === 'th' ? 'previewTh' : 'previewEn');
  return (
    <figure className="html-preview-card" data-testid={testId} lang={language}>
      <figcaption>{label}</figcaption>
      <div className="html-preview-page">
        <h4>{title || <span className="muted">{t('previewNoTitle')}</span>}</h4>
        {!asked.trim() ? (
          <p className="muted">{t('previewNoContent')}</p>
        ) : clean.error ? (
          <p className="field-error">{t('previewFailed')}</p>
        ) : clean.data ? (
          // Reduced by the portal's rules on the server (contract/operator-html.ts): safe to show as HTML.
          <div className="html-preview-body" dangerouslySetInnerHTML={{ __html: clean.data.html }} />
        ) : (
          <p className="muted">{t('previewLoading')}</p>
        )}
      </div>
    </figure>
  );
}
