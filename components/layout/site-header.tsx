import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { HeaderAccount } from '@/components/auth/header-account';
import { FavouritesFeed } from '@/components/games/favourites-feed';
import { flagsOn, MANUAL_REBATE_FLAGS } from '@/contract/site-flags';
import type { SiteFlags } from '@/contract/system';
import { BrandMark } from './brand-mark';
import { LanguageSelect } from './language-select';
import { SideMenuToggle } from './side-menu-toggle';
import { ThemeToggle } from './theme-toggle';

/**
 * Spec §2 header. Phones get one row (menu, logo, balance, deposit; the rest is in the side menu
 * and the account sheet); desktop adds theme, language, withdraw and the account drop-down.
 * `besideGame`: a game page's header, which has no side menu to open (so no ☰) and gives way on
 * phones to the game bar (components/games/game-bar.tsx). `flags`: the site flags its layout read
 * (null when the platform did not answer: the optional entries stay hidden).
 */
export async function SiteHeader({ flags, besideGame = false }: { flags: SiteFlags | null; besideGame?: boolean }) {
  const t = await getTranslations();
  return (
    <header className={besideGame ? 'site-header beside-game' : 'site-header'}>
      {besideGame ? null : <SideMenuToggle label={t('nav.openMenu')} />}
      <LocaleLink href="/" className="brand">
        <BrandMark />
        <span className="brand-name">{t('meta.siteName')}</span>
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
