import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('playResponsibly');
  return { title: t('title'), description: t('metaDescription') };
}

const TOOLS = ['deposit', 'loss', 'wager', 'session', 'reality', 'coolOff', 'selfExclusion', 'statement'] as const;
const ORGANISATIONS = ['thai', 'gamcare', 'begambleaware', 'gamblersAnonymous'] as const;

/** /playResponsibly — the limits, the tools and where to find help (issue 17), linked from the footer and the account menu. */
export default async function PlayResponsiblyPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('playResponsibly');
  return (
    <main id="main" className="narrow play-responsibly">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="pr-tools">
        <h2 id="pr-tools">{t('toolsTitle')}</h2>
        <ul>
          {TOOLS.map((tool) => (
            <li key={tool}>{t(`tools.${tool}`)}</li>
          ))}
        </ul>
        <p>
          <LocaleLink href="/securityCenter/limits" className="btn btn-primary">
            {t('manage')}
          </LocaleLink>
        </p>
      </section>
      <section aria-labelledby="pr-rules">
        <h2 id="pr-rules">{t('rulesTitle')}</h2>
        <p>{t('rules')}</p>
      </section>
      <section aria-labelledby="pr-signs">
        <h2 id="pr-signs">{t('signsTitle')}</h2>
        <p>{t('signs')}</p>
      </section>
      <section aria-labelledby="pr-help">
        <h2 id="pr-help">{t('helpTitle')}</h2>
        <p>{t('helpIntro')}</p>
        <ul>
          {ORGANISATIONS.map((org) => (
            <li key={org}>{t(`helpOrgs.${org}`)}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
