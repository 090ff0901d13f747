import '@/components/member-center/member-center.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { LiteAppInstall } from '@/components/member-center/lite-app-install';
import { MEMBER_CENTER_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { qrCodeSvg } from '@/lib/member-center/qr-svg';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { absoluteUrl } from '@/lib/seo/site-url';
import { siteResources } from '@/lib/wps/site-resources';

// Kept 5 s by nginx or a CDN (s-maxage): an operator’s change shows there within 10 s (docs/edge-cache.md).
export const revalidate = 5;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/appDownload', title: t('memberCenter.app.title'), description: t('memberCenter.app.intro'), siteName: t('meta.siteName') });
}

const STEPS = { ios: ['iosStep1', 'iosStep2', 'iosStep3'], android: ['androidStep1', 'androidStep2', 'androidStep3'], lite: ['liteStep1', 'liteStep2', 'liteStep3'] } as const;

/**
 * /appDownload — spec §1 app download: the iOS and Android apps the operator links to (the site
 * resources' App Store and Google Play links; an app without a link is not shown) and the lite app
 * (this portal, installable: app/manifest.ts), each with a QR code and an install tutorial that
 * matches where its button goes. Public: a guest may install before registering.
 */
export default async function AppDownloadPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, resources] = await Promise.all([getTranslations('memberCenter.app'), siteResources().catch(() => null)]);
  const apps = (['ios', 'android'] as const).flatMap((platform) => {
    const url = resources?.appDownload.find((item) => item.labelNameEn === platform)?.url;
    return url ? [{ platform, url }] : [];
  });
  const entries = [...apps, { platform: 'lite' as const, url: absoluteUrl(locale, '/') }];
  const codes = await Promise.all(entries.map((entry) => qrCodeSvg(entry.url)));
  return (
    <main id="main" className="app-download">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ServerMessages namespaces={MEMBER_CENTER_NAMESPACES}>
        <div className="app-entries">
          {entries.map((entry, index) => (
            <section key={entry.platform} className="app-entry" aria-labelledby={`app-${entry.platform}`} data-testid={`app-${entry.platform}`}>
              <h2 id={`app-${entry.platform}`}>{t(entry.platform)}</h2>
              {codes[index] ? (
                // The library's own SVG markup of a URL we chose: no user input reaches it.
                <figure className="qr" role="img" aria-label={t('scan')} dangerouslySetInnerHTML={{ __html: codes[index] }} />
              ) : null}
              {entry.platform === 'lite' ? (
                <LiteAppInstall />
              ) : (
                <a className="btn btn-primary" href={entry.url} rel="noopener">
                  {t('download')}
                </a>
              )}
              <h3>{t('tutorial')}</h3>
              <ol>
                {STEPS[entry.platform].map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </ServerMessages>
    </main>
  );
}
