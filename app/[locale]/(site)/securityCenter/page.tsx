import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { SecurityCenter } from '@/components/member/security-center';
import { RgSecurityLinks } from '@/components/responsible-gaming/rg-security-links';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };

/** /securityCenter — "my account": bound phone and e-mail, password change, Google authenticator (spec §2). */
export default async function SecurityCenterPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('security');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={FORM_NAMESPACES}>
        <SecurityCenter />
      </ServerMessages>
      <RgSecurityLinks />
    </main>
  );
}
