'use client';

import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { vendorIconPath } from '@/lib/games/game-icon-path';
import type { Vendor } from '@/contract/games';

export interface VendorPopupLabels {
  open: string;
  title: string;
  close: string;
  search: string;
  loading: string;
  error: string;
  empty: string;
  more: string;
  retry: string;
}

// The dialog's code (the list, search, game tiles) downloads when a card is first opened.
const VendorGamesDialog = lazyComponent(() => import('./vendor-games-dialog').then((module) => module.VendorGamesDialog));

/**
 * Spec §3/§4 popup vendor (isGame VASSALAGE): the card opens a dialog listing the vendor's games
 * (vendor-games-dialog.tsx). The dialog is the site's modal: focus moves into it and stays there,
 * Escape and the close button close it, focus returns to the card. Without scripts the card is a
 * link to the vendor's filtered category page.
 */
export function VendorPopup({ vendor, href, labels }: { vendor: Vendor; href: string; labels: VendorPopupLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        className="vendor-popup-open"
        aria-haspopup="dialog"
        aria-label={labels.open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <img src={vendorIconPath(vendor.vassalage)} alt="" loading="lazy" decoding="async" />
        <div className="name">{vendor.name}</div>
      </a>
      {open ? <VendorGamesDialog vendor={vendor} labels={labels} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
