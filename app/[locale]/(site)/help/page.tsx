import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HashOpener } from '@/components/help/hash-opener';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { helpCenter } from '@/lib/wps/help-center';

// Kept 5 s by nginx or a CDN (s-maxage): an operator’s change shows there within 10 s (docs/edge-cache.md).
export const revalidate = 5;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/help', title: t('pages.help.title'), description: t('pages.help.description'), siteName: t('meta.siteName') });
}

/** Spec §2 /help: the help center from the platform, one article per section; `#term` opens the terms. */
export default async function HelpPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const articles = await helpCenter(locale);
  return (
    <main id="main">
      <Breadcrumbs locale={locale} label={t('nav.breadcrumb')} crumbs={[{ name: t('nav.home'), path: '/' }, { name: t('pages.help.title'), path: '/help' }]} />
      <h1>{t('pages.help.title')}</h1>
      <p className="muted">{t('help.intro')}</p>
      <div className="help-articles">
        {articles.map((article) => (
          <details key={article.id} id={article.slug} className="help-article">
            <summary>
              <h2>{article.title}</h2>
            </summary>
            <div className="rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }} />
          </details>
        ))}
      </div>
      <HashOpener />
    </main>
  );
}
