import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { BottomBarAccount } from './bottom-bar-account';
import { BottomBarIcon } from './bottom-bar-icon';

/**
 * Phones only (CSS): the thumb-reach bar of betting sites — home, promotions, deposit and the
 * account (the member's account sheet, or the login dialog for guests). Pages keep room for it
 * (padding-bottom with the safe-area inset, globals.css).
 */
export async function BottomBar() {
  const t = await getTranslations('nav');
  return (
    <nav className="bottom-bar" aria-label={t('quickBar')}>
      <LocaleLink href="/">
        <BottomBarIcon name="home" />
        {t('home')}
      </LocaleLink>
      <LocaleLink href="/promotions">
        <BottomBarIcon name="gift" />
        {t('promotions')}
      </LocaleLink>
      <LocaleLink href="/depositv2" className="bottom-bar-deposit">
        <BottomBarIcon name="deposit" />
        {t('deposit')}
      </LocaleLink>
      <BottomBarAccount label={t('account')} icon={<BottomBarIcon name="account" />} />
    </nav>
  );
}
