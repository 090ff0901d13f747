import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { HeaderAccount } from '@/components/auth/header-account';
import { FavouritesFeed } from '@/components/games/favourites-feed';
import { LanguageSelect } from './language-select';
import { SideMenuToggle } from './side-menu-toggle';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="site-header">
      <SideMenuToggle label={t('nav.openMenu')} />
      <LocaleLink href="/" className="brand">
        {t('meta.siteName')}
      </LocaleLink>
      <span className="spacer" />
      <ThemeToggle />
      <LanguageSelect />
      <HeaderAccount />
      <FavouritesFeed />
    </header>
  );
}
