import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { ActivityStatement } from '@/components/responsible-gaming/activity-statement';
import { RG_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };
// A personal page: rendered per request, so its scripts carry the request's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

/** /securityCenter/statement — the monthly activity statement, printable (print CSS hides the site's frame). */
export default async function StatementPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('rg');
  return (
    <main id="main" className="narrow rg-print">
      <h1>{t('statement.title')}</h1>
      <p className="hint">{t('statementIntro')}</p>
      <ServerMessages namespaces={RG_NAMESPACES}>
        <ActivityStatement />
      </ServerMessages>
    </main>
  );
}
