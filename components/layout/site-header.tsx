import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { HeaderAccount } from '@/components/auth/header-account';
import { LanguageSelect } from './language-select';
import { SideMenuToggle } from './side-menu-toggle';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="site-header">
      <SideMenuToggle label={t('nav.openMenu')} />
      <Link href="/" className="brand">
        {t('meta.siteName')}
      </Link>
      <span className="spacer" />
      <ThemeToggle />
      <LanguageSelect />
      <HeaderAccount />
    </header>
  );
}
