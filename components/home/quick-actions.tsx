import { getTranslations } from 'next-intl/server';
import { BottomBarIcon } from '@/components/layout/bottom-bar-icon';
import { LocaleLink } from '@/components/ui/locale-link';

/**
 * Issue #30: the home's first screen on a phone offers what a player came for — deposit, promotions,
 * games — as three large tap targets under the banners. Guests who tap deposit or promotions meet the
 * login dialog first (proxy.ts), as from the bottom bar.
 */
export async function QuickActions() {
  const t = await getTranslations();
  return (
    <nav className="quick-actions" aria-label={t('home.quickActions')}>
      <LocaleLink href="/depositv2" className="quick-action quick-action-deposit">
        <BottomBarIcon name="deposit" />
        {t('nav.deposit')}
      </LocaleLink>
      <LocaleLink href="/promotions" className="quick-action">
        <BottomBarIcon name="gift" />
        {t('nav.promotions')}
      </LocaleLink>
      <LocaleLink href="/hot" className="quick-action">
        <BottomBarIcon name="games" />
        {t('home.games')}
      </LocaleLink>
    </nav>
  );
}
