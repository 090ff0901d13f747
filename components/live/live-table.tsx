'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useReducer, useState, type CSSProperties } from 'react';
import useSWR from 'swr';
import type { LiveGame } from '@/contract/live-spots';
import { LIVE_TABLES, type LiveBet, type LiveRound, type LiveTable as LiveTableView } from '@/contract/live-table';
import { fromMinor, toMinor } from '@/contract/money';
import { betSlipReducer, chipsWithin, newSlip, pendingTotal, sendsFor } from '@/lib/games/live-bet-slip';
import { spotLabel } from '@/lib/games/live-spot-label';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { MyBetsTable } from '@/components/games/my-bets-table';
import { useSystemRefusalText } from '@/components/games/system-refusal';
import { highlightedSpots, LiveBoard } from './live-board';
import { LiveResultView } from './live-result';
import { LiveRoad } from './live-road';
import { useErrorText } from '@/lib/ui/use-messages';

const money = (minor: number) => fromMinor(BigInt(minor));
/** A chip's face: 10, 500, 1K, 5K (its accessible name says the whole amount). */
const chipText = (minor: number) => (minor >= 100_000 ? `${minor / 100_000}K` : money(minor).replace(/\.00$/, ''));

async function getTable(url: string): Promise<LiveTableView & { receivedAt: number }> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return { ...((await response.json()) as LiveTableView), receivedAt: Date.now() };
}

/**
 * The round timer: a ring that empties as betting time runs out. Its full length is the round's
 * betting time, so a page opened (or reloaded) mid-round shows the share that remains.
 */
function RoundTimer({ left, total, text }: { left: number; total: number; text: string }) {
  const share = Math.min(1, left / Math.max(total, 1));
  return (
    <div className="live-timer" data-closed={left === 0 || undefined}>
      <svg viewBox="0 0 36 36" aria-hidden="true" style={{ '--share': share } as CSSProperties}>
        <circle cx="18" cy="18" r="15.9" className="live-timer-track" />
        <circle cx="18" cy="18" r="15.9" className="live-timer-left" pathLength={100} />
      </svg>
      <span className="live-timer-seconds" aria-hidden="true">
        {left}
      </span>
      <p className="lottery-countdown" data-testid="live-countdown" role="timer" aria-live="off">
        {text}
      </p>
    </div>
  );
}

/**
 * A table game (baccarat, dragon tiger, roulette, sic bo) as its table: the road of past results, the
 * round timer, chips and the board of spots; taps stack the chosen chip on a spot, and a confirmation
 * sends every pending spot as its own bet. The round's events come over the BFF's event stream
 * (opened, dealt, settled). `gameCode`: the tile the table was opened from (betting records).
 */
export function LiveTable({ game, gameCode }: { game: LiveGame; gameCode?: string }) {
  const t = useTranslations('liveTable');
  const tSpot = useTranslations('liveSpots');
  const systemText = useSystemRefusalText();
  const errorText = useErrorText('liveTable');
  const spot = (name: string) => spotLabel(tSpot, name);
  const base = `/api/live/${LIVE_TABLES[game].segment}`;
  const { data: table, mutate } = useSWR(base, getTable);
  const { data: bets, mutate: refreshBets } = useSWR<{ list: LiveBet[] }>(`${base}/bets?limit=10`, async (url: string) => (await fetch(url, { cache: 'no-store' })).json());
  const [streamed, setStreamed] = useState<LiveRound | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [slip, dispatch] = useReducer(betSlipReducer, 0, newSlip);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<{ kind: 'ok' | 'error'; text: string }[]>([]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const source = new EventSource(`${base}/events`);
    source.addEventListener('round', (event) => {
      const round = JSON.parse((event as MessageEvent<string>).data) as LiveRound;
      setStreamed(round);
      if (round.state !== 'open') {
        void mutate();
        void refreshBets();
      }
    });
    return () => source.close();
  }, [base, mutate, refreshBets]);

  const current = table && (streamed && streamed.state === 'open' && streamed.roundNo >= table.current.roundNo ? streamed : table.current);
  const roundId = current?.roundId;
  useEffect(() => {
    if (roundId !== undefined) dispatch({ type: 'round', roundId });
  }, [roundId]);
  const [minBet, maxBetText] = [table?.minBet, table?.maxBet];
  const chips = useMemo(() => (minBet && maxBetText ? chipsWithin(Number(toMinor(minBet)), Number(toMinor(maxBetText))) : []), [minBet, maxBetText]);
  useEffect(() => {
    if (chips.length && !chips.includes(slip.chip)) dispatch({ type: 'chip', chip: chips[Math.min(1, chips.length - 1)] });
  }, [chips, slip.chip]);

  if (!table || !current) return <p className="lottery-status">{t('loading')}</p>;
  const serverNow = now + (Date.parse(table.serverTime) - table.receivedAt);
  const left = Math.max(0, Math.floor((Date.parse(current.closesAt) - serverNow) / 1000));
  const last = table.history[0];
  const maxBet = Number(toMinor(table.maxBet));
  const pending = Object.entries(slip.stakes);
  const total = pendingTotal(slip);

  async function send() {
    if (!current) return;
    const sends = sendsFor(slip, current.roundId, newActionKey);
    dispatch({ type: 'sending', sends });
    setBusy(true);
    setMessages([]);
    const answers = await Promise.all(
      sends.map(async (bet) => {
        const body = { roundId: bet.roundId, side: bet.spot, amount: money(bet.amount), ...(gameCode ? { gameCode } : {}) };
        const answer = await callMoneyApi<{ balance: string }>(`${base}/bet`, body, bet.key);
        // An answer that may not tell the outcome keeps the key: confirming again replays the bet, never places a second one.
        dispatch({ type: 'answered', spot: bet.spot, outcome: answer.ok ? 'placed' : outcomeUnknown(answer) ? 'unknown' : 'refused' });
        return { bet, answer };
      }),
    );
    setBusy(false);
    const balance = answers.flatMap(({ answer }) => (answer.ok ? [answer.data.balance] : [])).sort((a, b) => Number(a) - Number(b))[0];
    setMessages([
      ...(balance !== undefined ? [{ kind: 'ok' as const, text: t('placedAll', { round: current.roundNo, balance }) }] : []),
      ...answers.flatMap(({ bet, answer }) => (answer.ok ? [] : [{ kind: 'error' as const, text: `${spot(bet.spot)}: ${systemText(answer.error.code) ?? errorText(answer.error.code)}` }])),
    ]);
    void refreshBets();
  }

  return (
    <div className="lottery-lobby live-table" data-game={game}>
      <section className="live-felt" aria-labelledby="live-round">
        <div className="live-felt-head">
          <h2 id="live-round">{t('round', { round: current.roundNo })}</h2>
          <RoundTimer left={left} total={table.betSeconds} text={left > 0 ? t('closesIn', { seconds: left }) : t('dealing')} />
        </div>
        <LiveRoad game={game} road={table.road} />
        {last?.result ? (
          <div key={last.roundId} className="live-result" data-testid="live-last" data-round={last.roundNo} aria-live="polite">
            <LiveResultView round={last} />
          </div>
        ) : null}
        <div className="live-chips" role="group" aria-label={t('chips')}>
          {chips.map((chip) => (
            <button key={chip} type="button" className="live-chip" data-chip={chip} aria-pressed={slip.chip === chip} aria-label={t('chip', { amount: money(chip) })} onClick={() => dispatch({ type: 'chip', chip })}>
              {chipText(chip)}
            </button>
          ))}
        </div>
        <LiveBoard game={game} stakes={slip.stakes} winners={highlightedSpots(game, last?.result)} disabled={left === 0 || busy || slip.reviewing} onTap={(s) => dispatch({ type: 'add', spot: s, maxBet })} />
        <p className="hint">
          {t('limits', { min: table.minBet, max: table.maxBet })} · {t('total', { amount: money(total) })}
        </p>
        {slip.reviewing ? (
          <div className="lottery-confirm" role="group" aria-labelledby="live-confirm-text">
            <p id="live-confirm-text">{t('confirmAll', { round: current.roundNo, bets: pending.map(([s, stake]) => `${spot(s)} ${money(stake)}`).join(', '), amount: money(total) })}</p>
            <div className="live-actions">
              <button type="button" className="btn btn-primary" onClick={send} disabled={busy || left === 0} aria-busy={busy}>
                {t('confirm')}
              </button>
              <button type="button" className="btn" onClick={() => dispatch({ type: 'cancel' })} disabled={busy}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="live-actions">
            <button type="button" className="btn" onClick={() => dispatch({ type: 'clear' })} disabled={busy || !pending.length}>
              {t('clear')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => (setMessages([]), dispatch({ type: 'review' }))} disabled={busy || left === 0 || !pending.length}>
              {slip.sends.length ? t('sendAgain') : t('review')}
            </button>
          </div>
        )}
        {slip.sends.length && !busy ? <p className="hint">{t('unknownOutcome')}</p> : null}
        {messages.map((message, i) => (
          <p key={i} className={message.kind === 'ok' ? 'form-success' : 'field-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </p>
        ))}
      </section>
      <section className="lottery-results" aria-labelledby="live-fair">
        <h2 id="live-fair">{t('fairness')}</h2>
        <p className="lottery-hash hint">
          {t('seedHash')} <code>{current.seedHash.slice(0, 16)}…</code>
        </p>
        {last?.seed ? (
          <p className="hint">
            {t('lastRound')} #{last.roundNo} · {t('seed')} <code className="lottery-seed">{last.seed}</code>
          </p>
        ) : null}
      </section>
      <MyBetsTable
        headingId="live-bets"
        title={t('myBets')}
        bets={bets?.list}
        emptyText={t('noBets')}
        cells={(bet) => [`#${bet.roundNo}`, spot(bet.side), bet.amount, t(`state.${bet.state}`), bet.payout]}
      />
    </div>
  );
}

