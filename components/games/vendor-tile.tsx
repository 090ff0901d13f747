import { vendorIconPath } from '@/lib/games/game-icon-path';
import type { Vendor } from '@/lib/wps/games';

/** A vendor card in a game center (sports, e-sports, lottery, cockfight). */
export function VendorTile({ vendor }: { vendor: Vendor }) {
  return (
    <li className="game-tile" data-vassalage={vendor.vassalage}>
      <img src={vendorIconPath(vendor.vassalage)} alt="" width={240} height={240} loading="lazy" decoding="async" />
      <div className="name">{vendor.name}</div>
    </li>
  );
}
