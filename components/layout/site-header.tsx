import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { HeaderAccount } from '@/components/auth/header-account';
import { FavouritesFeed } from '@/components/games/favourites-feed';
import { siteFlags } from '@/lib/wps/system';
import { flagsOn, MANUAL_REBATE_FLAGS } from '@/contract/site-flags';
import { LanguageSelect } from './language-select';
import { SideMenuToggle } from './side-menu-toggle';
import { ThemeToggle } from './theme-toggle';

/**
 * Spec §2 header. Phones get one row (menu, logo, balance, deposit; the rest is in the side menu
 * and the account sheet); desktop adds theme, language, withdraw and the account drop-down.
 */
export async function SiteHeader() {
  const [t, flags] = await Promise.all([getTranslations(), siteFlags().catch(() => null)]);
  return (
    <header className="site-header">
      <SideMenuToggle label={t('nav.openMenu')} />
      <LocaleLink href="/" className="brand">
        {t('meta.siteName')}
      </LocaleLink>
      <span className="spacer" />
      <div className="desktop-only header-tools">
        <ThemeToggle />
        <LanguageSelect />
      </div>
      <HeaderAccount flags={{ pointMall: flags?.PTSYS3 ?? false, manualRebate: flagsOn(flags, MANUAL_REBATE_FLAGS) }} />
      <FavouritesFeed />
    </header>
  );
}
