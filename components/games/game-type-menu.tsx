import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { GameMenu } from '@/lib/wps/games';

/**
 * Spec §2 game-type menu: Home and Hot always; a category only when it has vendors,
 * in the server's order (the menus arrive already sorted and shaped).
 */
export async function GameTypeMenu({ menus }: { menus: readonly GameMenu[] }) {
  const t = await getTranslations();
  return (
    <nav className="game-type-menu" aria-label={t('nav.mainMenu')}>
      <Link href="/">{t('nav.home')}</Link>
      <Link href="/hot">{t('gameTypes.HOT')}</Link>
      {menus.map((menu) => (
        <Link key={menu.gameType} href={`/${menu.gameType.toLowerCase()}`}>
          {t.has(`gameTypes.${menu.gameType}` as never) ? t(`gameTypes.${menu.gameType}` as never) : menu.gameType}
        </Link>
      ))}
    </nav>
  );
}
