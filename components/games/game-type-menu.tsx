import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { gameTypeMenuItems, shortVendorName } from '@/lib/games/menu-items';
import type { GameMenu } from '@/lib/wps/games';

/**
 * Spec §2 game-type menu with vendor drop-downs (large layout above 10 vendors, names cut at 12
 * characters). The drop-downs open on hover and keyboard focus, without JavaScript.
 */
export async function GameTypeMenu({ menus, current }: { menus: readonly GameMenu[]; current?: string }) {
  const t = await getTranslations();
  const items = gameTypeMenuItems(menus, { recentCount: 0, view: current });
  const label = (key: string) => (key === 'HOME' ? t('nav.home') : t.has(`gameTypes.${key}` as never) ? t(`gameTypes.${key}` as never) : key);
  return (
    <nav className="game-type-menu" aria-label={t('nav.mainMenu')}>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={item.dropdown === 'none' ? undefined : 'has-dropdown'}>
            <LocaleLink href={item.href} aria-current={item.key === current ? 'page' : undefined}>
              {label(item.key)}
            </LocaleLink>
            {item.dropdown === 'none' ? null : (
              <ul className={`vendor-dropdown ${item.dropdown}`}>
                {item.vendors.map((vendor) => (
                  <li key={vendor.vassalage}>
                    <LocaleLink href={`${item.href}?vassalage=${encodeURIComponent(vendor.vassalage)}`} title={vendor.name} prefetch={false}>
                      {shortVendorName(vendor.name)}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
