'use client';

import { useTranslations } from 'next-intl';
import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import { useSystemRefusalText } from '@/components/games/system-refusal';
import type { ApiError } from '@/lib/ui/post-json';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { GAME_PAGES, type GamePage } from '@/lib/games/launch-target';
import { BALANCE_KEY } from '@/lib/ui/balance-stream';
import { RECENT_GAMES_KEY } from '@/lib/ui/use-recent-games';

const KNOWN_ERRORS = ['game_maintenance', 'insufficient_balance', 'vendor_wallet_empty', 'in_need_true_account', 'not_found', 'CUSTOMER_NOT_LOGIN', 'network'] as const;
type LaunchError = (typeof KNOWN_ERRORS)[number] | 'generic';

type State = { kind: 'loading' } | { kind: 'error'; code: LaunchError; refusal?: ApiError; upstreamCode?: string } | { kind: 'ready'; url: string; name: string };

function errorCode(code: unknown): LaunchError {
  if (code === 'validation_failed') return 'not_found';
  return (KNOWN_ERRORS as readonly unknown[]).includes(code) ? (code as LaunchError) : 'generic';
}

/**
 * Spec §2 game pages (/seamless, /lottery, /seaLottery, /vnLottery): launches the game named in the
 * query through the BFF and shows it full height in a frame, with loading and error (the game
 * layout's bar has back and home: game-bar.tsx). The
 * game tells us when a round settled; the header balance then refreshes (and again on return).
 */
export function GameFrame({ page }: { page: GamePage }) {
  const t = useTranslations('play');
  const rgText = useRgRefusalText();
  const systemText = useSystemRefusalText();
  const search = useSearchParams();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const gameCode = search.get('gameCode') ?? '';
  const gameType = search.get('gameType') ?? '';

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ gameCode, launchMode: GAME_PAGES[page] });
    if (gameType) query.set('gameType', gameType);
    fetch(`/api/games/launch?${query}`, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        const body = await response.json().catch(() => ({}));
        if (response.ok) {
          setState({ kind: 'ready', url: body.url, name: body.gameName });
          void mutate(RECENT_GAMES_KEY);
        } else {
          setState({ kind: 'error', code: errorCode(body?.error?.code), refusal: String(body?.error?.code ?? '').startsWith('rg_') ? body.error : undefined, upstreamCode: body?.error?.code });
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', code: error instanceof TypeError ? 'network' : 'generic' });
      });
    return () => controller.abort();
  }, [gameCode, gameType, page, attempt, mutate]);

  const frameOrigin = state.kind === 'ready' ? new URL(state.url).origin : null;
  useEffect(() => {
    if (!frameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === frameOrigin && event.data?.type === 'local-vendor:round') void mutate(BALANCE_KEY);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, mutate]);

  return (
    <div className="game-page">
      {state.kind === 'ready' ? <h1 className="game-name">{state.name}</h1> : null}
      {state.kind === 'loading' ? (
        <p className="game-status" role="status">
          {t('loading')}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div className="game-status" role="alert" data-testid="game-error" data-code={state.code}>
          <p>{rgText(state.refusal) ?? systemText(state.upstreamCode) ?? t(`errors.${state.code}`)}</p>
          {state.code === 'network' || state.code === 'generic' ? (
            <button type="button" className="btn btn-primary" onClick={() => { setState({ kind: 'loading' }); setAttempt(attempt + 1); }}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <iframe
          className="game-frame"
          src={state.url}
          title={t('frameTitle', { name: state.name })}
          data-testid="game-frame"
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </div>
  );
}
