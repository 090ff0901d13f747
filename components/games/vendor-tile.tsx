import { LocaleLink } from '@/components/ui/locale-link';
import { categoryPath } from '@/lib/games/categories';
import { vendorIconPath } from '@/lib/games/game-icon-path';
import type { Vendor } from '@/contract/games';
import { PlayButton } from './play-button';

interface VendorTileProps {
  vendor: Vendor;
  /** In a game center the card launches the vendor's lobby (spec §4); elsewhere it links to its category. */
  launch?: boolean;
}

/** A vendor card (sports, e-sports, lottery, cockfight, and the home page's game-center sections). */
export function VendorTile({ vendor, launch }: VendorTileProps) {
  const image = <img src={vendorIconPath(vendor.vassalage)} alt="" loading="lazy" decoding="async" />;
  if (launch) {
    return (
      <li className="game-tile vendor-card" data-vassalage={vendor.vassalage}>
        <div className="thumb">
          {image}
          <PlayButton kind="vendor" name={vendor.name} gameCode={vendor.vassalage} vassalage={vendor.vassalage} gameType={vendor.gameType} isGame={vendor.isGame} />
        </div>
        <div className="name">{vendor.name}</div>
      </li>
    );
  }
  const href =
    vendor.isGame === 'VASSALAGE' ? `${categoryPath(vendor.gameType)}?vassalage=${encodeURIComponent(vendor.vassalage)}` : categoryPath(vendor.gameType);
  return (
    <li className="game-tile vendor-card" data-vassalage={vendor.vassalage}>
      <LocaleLink href={href}>
        {image}
        <div className="name">{vendor.name}</div>
      </LocaleLink>
    </li>
  );
}
