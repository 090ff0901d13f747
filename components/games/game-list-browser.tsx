'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useLayoutEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Pagination } from '@/components/ui/pagination';
import { SLOT_FILTERS } from '@/lib/games/categories';
import { usePathname, useRouter } from '@/lib/i18n/client-navigation';
import type { TileGame } from '@/lib/games/tile-game';
import type { GamePage, Vendor } from '@/contract/games';
import { GameMaintenance } from './game-maintenance';
import { tileGame } from '@/lib/games/tile-game';
import { GameTile } from './game-tile';

/** A page of the list as tiles (lib/games/tile-game.ts): the server's first, the fetched ones converted on arrival. */
type TilePage = Omit<GamePage, 'list'> & { list: TileGame[] };

interface GameListBrowserProps {
  gameType: string;
  vendors: Vendor[];
  initialPage: TilePage;
  /**
   * The first page's count ("120 games"), written by the server: the count's number format would be
   * the page's first, whose cost a phone pays as a long task while the page hydrates.
   */
  initialCount: string;
  recommendations: TileGame[];
}

interface ListState {
  vassalage: string;
  keyword: string;
  pageNo: number;
  slotFilters: boolean;
}

async function fetchPage(url: string): Promise<TilePage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`games ${response.status}`);
  const page = (await response.json()) as GamePage;
  return { ...page, list: page.list.map(tileGame) };
}

function stateFrom(params: URLSearchParams): ListState {
  const pageNo = Number(params.get('pageNo') ?? '1');
  return {
    vassalage: params.get('vassalage') ?? '',
    keyword: params.get('keyword') ?? '',
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
    slotFilters: params.get('filters') === 'slot',
  };
}

/**
 * Tells the list its address's query (`onChange`), on arrival and after each navigation. The only
 * part of the list that reads it: a cached page is rendered without a query, so reading it sends
 * the part around it, in its Suspense boundary, to be rendered in the browser instead. This part
 * shows nothing, so the list itself is in the page's HTML and hydrates as it is.
 */
function AddressQuery({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().toString();
  // Before the browser paints: a list reached by a link with a query never shows the first page.
  useLayoutEffect(() => onChange(query), [query, onChange]);
  return null;
}

/**
 * Spec §2 game list center: vendor tabs, search, slot filters (min bet 1+, 25+ lines), pages of
 * 20. The state lives in the URL (`?vassalage=&keyword=&pageNo=&filters=slot`); the first page
 * without any of them is the server-rendered one, which an address with a query replaces once the
 * page has hydrated.
 */
export function GameListBrowser({ gameType, vendors, initialPage, initialCount, recommendations }: GameListBrowserProps) {
  const t = useTranslations('games');
  const router = useRouter();
  const pathname = usePathname();
  const [address, setAddress] = useState('');
  const state = stateFrom(new URLSearchParams(address));
  // What the reader typed; until then the field shows the address's keyword.
  const [typed, setTyped] = useState<string | null>(null);
  const draft = typed ?? state.keyword;
  const isDefault = !state.vassalage && !state.keyword && state.pageNo === 1 && !state.slotFilters;
  const unknownVendor = state.vassalage !== '' && !vendors.some((vendor) => vendor.vassalage === state.vassalage);

  const query = new URLSearchParams({ gameType, pageNo: String(state.pageNo) });
  if (state.vassalage) query.set('vassalage', state.vassalage);
  if (state.keyword) query.set('keyword', state.keyword);
  if (state.slotFilters) {
    query.set('minBet', String(SLOT_FILTERS.minBet));
    query.set('minLines', String(SLOT_FILTERS.minLines));
  }
  const { data, error, isLoading } = useSWR(isDefault || unknownVendor ? null : `/api/games?${query}`, fetchPage, {
    keepPreviousData: true,
  });
  const page = isDefault ? initialPage : data;

  function navigate(next: Partial<ListState>) {
    const merged = { ...state, pageNo: 1, ...next };
    const search = new URLSearchParams();
    if (merged.vassalage) search.set('vassalage', merged.vassalage);
    if (merged.keyword) search.set('keyword', merged.keyword);
    if (merged.slotFilters) search.set('filters', 'slot');
    if (merged.pageNo > 1) search.set('pageNo', String(merged.pageNo));
    const qs = search.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    navigate({ keyword: draft.trim() });
  }

  const vendorNames = new Map(vendors.map((vendor) => [vendor.vassalage, vendor.name]));

  return (
    <div className="game-browser">
      <Suspense fallback={null}>
        <AddressQuery onChange={setAddress} />
      </Suspense>
      <div className="vendor-tabs" role="tablist" aria-label={t('vendorTabs')}>
        {[{ vassalage: '', name: t('allVendors') }, ...vendors].map((vendor) => (
          <button
            key={vendor.vassalage || 'all'}
            type="button"
            role="tab"
            aria-selected={state.vassalage === vendor.vassalage}
            onClick={() => navigate({ vassalage: vendor.vassalage })}
          >
            {vendor.name}
          </button>
        ))}
      </div>
      <form className="game-search" role="search" onSubmit={onSearch}>
        <label htmlFor="game-search-input" className="visually-hidden">
          {t('search')}
        </label>
        <input id="game-search-input" type="search" value={draft} maxLength={50} placeholder={t('search')} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="btn btn-primary">
          {t('searchButton')}
        </button>
        {gameType === 'RNG' ? (
          <label className="filter">
            <input type="checkbox" checked={state.slotFilters} onChange={(event) => navigate({ slotFilters: event.target.checked })} />
            {t('minBetFilter')} · {t('minLinesFilter')}
          </label>
        ) : null}
      </form>
      {unknownVendor ? (
        <GameMaintenance vendor={state.vassalage} recommendations={recommendations} />
      ) : (
        <>
          <p className="muted" aria-live="polite" data-testid="game-count">
            {error ? t('empty') : page === initialPage ? initialCount : page ? t('results', { count: page.totalCount }) : isLoading ? t('loading') : ''}
          </p>
          <ul className="game-grid" aria-busy={isLoading}>
            {page?.list.map((game, i) => (
              <GameTile key={game.gameCode} game={game} vendorName={vendorNames.get(game.vassalage)} eager={i < 6} />
            ))}
          </ul>
          {page ? (
            <Pagination
              page={page.pageNo}
              pages={page.totalPages}
              onPage={(pageNo) => navigate({ ...state, pageNo })}
              labels={{ nav: t('pagination'), previous: t('previousPage'), next: t('nextPage'), page: (number) => t('page', { page: number }) }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
