import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';

/** The security center's way to responsible gaming: its own section, apart from the profile and the authenticator. */
export async function RgSecurityLinks() {
  const t = await getTranslations('rg');
  return (
    <section className="rg-security-links" aria-labelledby="rg-security-title">
      <h2 id="rg-security-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ul>
        <li>
          <LocaleLink href="/securityCenter/limits">{t('title')}</LocaleLink>
        </li>
        <li>
          <LocaleLink href="/securityCenter/statement">{t('statementLink')}</LocaleLink>
        </li>
        <li>
          <LocaleLink href="/playResponsibly">{t('playResponsiblyLink')}</LocaleLink>
        </li>
      </ul>
    </section>
  );
}
