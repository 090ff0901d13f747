import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { categoryPath } from '@/lib/games/categories';
import { vendorIconPath } from '@/lib/games/game-icon-path';
import { launchPath, trialMayOpen } from '@/lib/games/launch-target';
import type { Vendor } from '@/contract/games';
import { PlayButton } from './play-button';
import { VendorPopup } from './vendor-popup';

interface VendorTileProps {
  vendor: Vendor;
  /** In a game center the card launches the vendor's lobby (spec §4); elsewhere it links to its category. */
  launch?: boolean;
}

/**
 * A vendor card (sports, e-sports, lottery, cockfight, the new vendors and the home page's
 * game-center sections). A popup vendor (isGame VASSALAGE, spec §3/§4) opens its game-list popup.
 */
export async function VendorTile({ vendor, launch }: VendorTileProps) {
  const filtered = `${categoryPath(vendor.gameType)}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  if (vendor.isGame === 'VASSALAGE') {
    const t = await getTranslations('vendorPopup');
    const labels = {
      open: t('open', { vendor: vendor.name }),
      title: t('title', { vendor: vendor.name }),
      close: t('close'),
      search: t('search'),
      loading: t('loading'),
      error: t('error'),
      empty: t('empty'),
      more: t('more'),
      retry: t('retry'),
    };
    return (
      <li className="game-tile vendor-card" data-vassalage={vendor.vassalage}>
        <VendorPopup vendor={vendor} href={filtered} labels={labels} />
      </li>
    );
  }
  const image = <img src={vendorIconPath(vendor.vassalage)} alt="" loading="lazy" decoding="async" />;
  if (launch) {
    const target = { gameCode: vendor.vassalage, vassalage: vendor.vassalage, gameType: vendor.gameType, vendorCard: { isGame: vendor.isGame } };
    return (
      <li className="game-tile vendor-card" data-vassalage={vendor.vassalage}>
        <div className="thumb">
          {image}
          <PlayButton kind="vendor" name={vendor.name} href={launchPath(target)} trialMay={trialMayOpen(target)} />
        </div>
        <div className="name">{vendor.name}</div>
      </li>
    );
  }
  return (
    <li className="game-tile vendor-card" data-vassalage={vendor.vassalage}>
      <LocaleLink href={categoryPath(vendor.gameType)}>
        {image}
        <div className="name">{vendor.name}</div>
      </LocaleLink>
    </li>
  );
}
