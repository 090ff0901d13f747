'use client';

import { useEffect, useState } from 'react';
import { GameTile } from './game-tile';
import { Modal } from '@/components/ui/modal';
import { tileGame, type TileGame } from '@/lib/games/tile-game';
import type { GamePage, Vendor } from '@/contract/games';
import type { VendorPopupLabels } from './vendor-popup';
import '@/components/event-board/event-board.css';

/** The upstream game type a vendor card's games are listed under (e-sports and cockfight sit under SPORTS). */
const upstreamType = (gameType: string) => (gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? 'SPORTS' : gameType);

/**
 * The vendor's games in the site's modal (vendor-popup.tsx opens it; its code loads then): 20 a
 * page, "show more", a name search, each tile launching as anywhere else.
 */
export function VendorGamesDialog({ vendor, labels, onClose }: { vendor: Vendor; labels: VendorPopupLabels; onClose: () => void }) {
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
    const timer = setTimeout(() => void load(1, keyword), keyword ? 300 : 0);
    return () => clearTimeout(timer);
    // load is recreated each render; the list reloads when the dialog opens or the search changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  return (
    <Modal title={labels.title} closeLabel={labels.close} onClose={onClose} wide>
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
  );
}
