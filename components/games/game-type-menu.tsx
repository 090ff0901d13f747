import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { gameTypeMenuItems, shortVendorName } from '@/lib/games/menu-items';
import type { GameMenu } from '@/lib/wps/games';
import { newVendors } from '@/lib/wps/play';
import { RecentMenuItem } from './recent-menu-item';

/**
 * Spec §2 game-type menu with vendor drop-downs (large layout above 10 vendors, names cut at 12
 * characters). The drop-downs open on hover and keyboard focus, without JavaScript. NEW follows
 * the public "new vendors" list; RECENT is per member, so its item decides in the browser.
 */
export async function GameTypeMenu({ menus, current }: { menus: readonly GameMenu[]; current?: string }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const fresh = await newVendors(locale).catch(() => []);
  // recentCount 1 reserves RECENT's place; RecentMenuItem shows it only when the list has entries.
  const items = gameTypeMenuItems(menus, { recentCount: 1, newCount: fresh.length, view: current });
  const label = (key: string) => (key === 'HOME' ? t('nav.home') : t.has(`gameTypes.${key}` as never) ? t(`gameTypes.${key}` as never) : key);
  return (
    <nav className="game-type-menu" aria-label={t('nav.mainMenu')}>
      <ul>
        {items.map((item) =>
          item.key === 'RECENT' ? (
            <RecentMenuItem key={item.key} label={label(item.key)} current={current === 'RECENT'} />
          ) : (
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
          ),
        )}
      </ul>
    </nav>
  );
}
