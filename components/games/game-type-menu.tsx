import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { gameTypeMenuItems, shortVendorName } from '@/lib/games/menu-items';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { GameMenu } from '@/contract/games';
import { RecentMenuItem } from './recent-menu-item';
import { VendorDropdownItem } from './vendor-dropdown-item';

/**
 * Spec §2 game-type menu with vendor drop-downs (large layout above 10 vendors, names cut at 12
 * characters). The drop-downs open on hover and keyboard focus (vendor-dropdown-item.tsx). NEW follows
 * the public "new vendors" list (`newCount`: its length, lib/wps/play.ts `newVendorCount`); RECENT is per
 * member, so its item decides in the browser.
 */
export async function GameTypeMenu({ menus, newCount, current }: { menus: readonly GameMenu[]; newCount: number; current?: string }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  // recentCount 1 reserves RECENT's place; RecentMenuItem shows it only when the list has entries.
  const items = gameTypeMenuItems(menus, { recentCount: 1, newCount, view: current });
  const label = (key: string) => (key === 'HOME' ? t('nav.home') : t.has(`gameTypes.${key}` as never) ? t(`gameTypes.${key}` as never) : key);
  return (
    <nav className="game-type-menu" aria-label={t('nav.mainMenu')}>
      <ul>
        {items.map((item) =>
          item.key === 'RECENT' ? (
            <RecentMenuItem key={item.key} label={label(item.key)} current={current === 'RECENT'} />
          ) : item.dropdown === 'none' ? (
            <li key={item.key}>
              <LocaleLink href={item.href} aria-current={item.key === current ? 'page' : undefined}>
                {label(item.key)}
              </LocaleLink>
            </li>
          ) : (
            <VendorDropdownItem
              key={item.key}
              size={item.dropdown}
              vendors={item.vendors.map((vendor) => [
                localizedPath(`${item.href}?vassalage=${encodeURIComponent(vendor.vassalage)}`, locale),
                vendor.name,
                shortVendorName(vendor.name),
              ])}
            >
              <LocaleLink href={item.href} aria-current={item.key === current ? 'page' : undefined}>
                {label(item.key)}
              </LocaleLink>
            </VendorDropdownItem>
          ),
        )}
      </ul>
    </nav>
  );
}
