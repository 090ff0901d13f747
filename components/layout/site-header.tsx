import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { HeaderAccount } from '@/components/auth/header-account';
import { LanguageSwitch } from './language-switch';

export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="site-header">
      <Link href="/" className="brand">
        {t('meta.siteName')}
      </Link>
      <span className="spacer" />
      <LanguageSwitch />
      <HeaderAccount />
    </header>
  );
}
