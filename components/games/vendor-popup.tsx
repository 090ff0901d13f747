'use client';

import { useEffect, useState } from 'react';
import { GameTile } from './game-tile';
import { Modal } from '@/components/ui/modal';
import { tileGame, type TileGame } from '@/lib/games/tile-game';
import { vendorIconPath } from '@/lib/games/game-icon-path';
import type { GamePage, Vendor } from '@/contract/games';
import '@/components/event-board/event-board.css';

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

/** The upstream game type a vendor card's games are listed under (e-sports and cockfight sit under SPORTS). */
const upstreamType = (gameType: string) => (gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? 'SPORTS' : gameType);

/**
 * Spec §3/§4 popup vendor (isGame VASSALAGE): the card opens a dialog listing the vendor's games
 * (20 a page, "show more", a name search), each tile launching as anywhere else. The dialog is the
 * site's modal: focus moves into it and stays there, Escape and the close button close it, focus
 * returns to the card. Without scripts the card is a link to the vendor's filtered category page.
 */
export function VendorPopup({ vendor, href, labels }: { vendor: Vendor; href: string; labels: VendorPopupLabels }) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [games, setGames] = useState<TileGame[]>([]);
  const [page, setPage] = useState<{ pageNo: number; totalPages: number } | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  async function load(pageNo: number, search: string) {
    setStatus('loading');
    const query = new URLSearchParams({ gameType: upstreamType(vendor.gameType), vassalage: vendor.vassalage, pageNo: String(pageNo) });
    if (search.trim()) query.set('keyword', search.trim());
    try {
      const response = await fetch(`/api/games?${query.toString()}`);
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as GamePage;
      setGames((previous) => [...(pageNo === 1 ? [] : previous), ...body.list.map(tileGame)]);
      setPage({ pageNo: body.pageNo, totalPages: body.totalPages });
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(1, keyword), keyword ? 300 : 0);
    return () => clearTimeout(timer);
    // load is recreated each render; the list reloads when the dialog opens or the search changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, keyword]);

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
      {open ? (
        <Modal title={labels.title} closeLabel={labels.close} onClose={() => (setOpen(false), setKeyword(''), setGames([]), setPage(null))} wide>
          <div className="vendor-popup" data-vassalage={vendor.vassalage}>
            <label className="field">
              <span>{labels.search}</span>
              <input type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
            </label>
            {status === 'error' ? (
              <p role="alert">
                {labels.error}{' '}
                <button type="button" className="btn" onClick={() => void load(1, keyword)}>
                  {labels.retry}
                </button>
              </p>
            ) : null}
            {page && games.length === 0 && status === 'idle' ? <p className="hint">{labels.empty}</p> : null}
            <ul className="game-grid">
              {games.map((game) => (
                <GameTile key={game.gameCode} game={game} />
              ))}
            </ul>
            {status === 'loading' ? <p className="hint">{labels.loading}</p> : null}
            {page && page.pageNo < page.totalPages && status === 'idle' ? (
              <button type="button" className="btn" onClick={() => void load(page.pageNo + 1, keyword)}>
                {labels.more}
              </button>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </>
  );
}
