import { getTranslations } from 'next-intl/server';
import { BottomBarIcon } from '@/components/layout/bottom-bar-icon';
import { LocaleLink } from '@/components/ui/locale-link';
import { GameBackButton } from './game-back-button';
import { GameBarBalance } from './game-bar-balance';

/**
 * The way out of every game page (issue #30): back, home, the balance and deposit, in one bar the
 * game layout puts above each game. On phones it is the page's only bar (the site header gives way
 * to it); on desktop the header above keeps the balance and deposit, so the bar shows back and home.
 */
export async function GameBar() {
  const [t, tNav] = await Promise.all([getTranslations('play'), getTranslations('nav')]);
  return (
    <nav className="game-bar" aria-label={t('gameBar')}>
      <GameBackButton label={t('back')} />
      <LocaleLink href="/" className="btn game-bar-home" data-testid="game-home" aria-label={tNav('home')}>
        <BottomBarIcon name="home" />
        <span className="game-bar-label" aria-hidden="true">
          {tNav('home')}
        </span>
      </LocaleLink>
      <span className="spacer" />
      <span className="game-bar-money">
        <GameBarBalance />
        <LocaleLink href="/depositv2" className="btn btn-primary" data-testid="game-deposit">
          {tNav('deposit')}
        </LocaleLink>
      </span>
    </nav>
  );
}
