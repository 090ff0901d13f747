import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { LanguageSelect } from '@/components/layout/language-select';
import { OpenAuthButton } from '@/components/auth/open-auth-button';

export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'agent' });
  return { title: t('title') };
}

/** /agent — the agent login landing; a successful agent login goes to /agentHome. */
export default async function AgentLandingPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations();
  return (
    <>
      <header className="agent-header">
        <strong>{t('meta.siteName')}</strong>
        <span className="spacer" />
        <LanguageSelect />
      </header>
      <main id="main">
        <h1>{t('agent.title')}</h1>
        <p>{t('agent.intro')}</p>
        <OpenAuthButton label={t('nav.login')} />
      </main>
    </>
  );
}
