import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { RgSettings } from '@/components/responsible-gaming/rg-settings';
import { RG_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };
// A personal page: rendered per request, so its scripts carry the request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

/** /securityCenter/limits — the member's limits, reality check, cool-off and self-exclusion (issue 17). */
export default async function LimitsPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('rg');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={RG_NAMESPACES}>
        <RgSettings />
      </ServerMessages>
    </main>
  );
}
