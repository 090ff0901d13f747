'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { BoardEvent, EventBet, EventBoardView, EventResult } from '@/contract/event-board';
import { boardSegment, MARKETS_OF_BOARD, type BoardMarket, type BoardPick, type EventBoard as Board } from '@/contract/event-board-names';
import { useRgRefusalText } from '@/components/responsible-gaming/rg-refusal';
import { BottomSheet, usePhoneWidth } from '@/components/ui/bottom-sheet';
import { formatAmount } from '@/lib/format/amount';
import { callMoneyApi, newActionKey } from '@/lib/ui/money-action';
import './event-board.css';
import { MyBetsTable } from '@/components/games/my-bets-table';
import { useSystemRefusalText } from '@/components/games/system-refusal';
import { BetSlip } from './bet-slip';
import { EventPrices, pricesOf, type BoardPrice } from './event-prices';
import { useLineWords } from './line-words';
import { useErrorText } from '@/lib/ui/use-messages';

async function getJson<T>(url: string): Promise<T & { receivedAt: number }> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return { ...((await response.json()) as T), receivedAt: Date.now() };
}

interface Selection extends BoardPrice {
  event: BoardEvent;
}

/** Return of a stake at decimal odds, in minor units, as the platform pays it (cut down to the cent). */
function potentialReturn(amount: string, odds: string): string | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return null;
  const [whole, fraction = ''] = amount.trim().split('.');
  const stake = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const [o1, o2] = odds.split('.');
  const cents = (stake * (BigInt(o1) * 100n + BigInt(o2))) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/**
 * The local vendor's demo event board: the board's open events with their prices in the chosen
 * market (1X2, handicap, over/under; a price puts it on the slip), a single-bet slip confirmed before
 * it is sent (beside the board, or on a phone a bottom sheet over it), the latest results with their
 * revealed seeds, and the member's bets with their outcome once the job runner settled the event.
 */
export function EventBoard({ board, gameCode }: { board: Board; gameCode?: string }) {
  const t = useTranslations('eventBoard');
  const locale = useLocale();
  const rgText = useRgRefusalText();
  const systemText = useSystemRefusalText();
  const errorText = useErrorText('eventBoard');
  const { data, error, mutate } = useSWR(`/api/board/${boardSegment(board)}`, getJson<EventBoardView>, { refreshInterval: 15_000 });
  const { data: bets, mutate: refreshBets } = useSWR('/api/board/bets?limit=20', getJson<{ list: EventBet[] }>, { refreshInterval: 15_000 });
  const [now, setNow] = useState(() => Date.now());
  const [market, setMarket] = useState<BoardMarket>('1X2');
  const [selection, setSelection] = useState<Selection | null>(null);
  const phone = usePhoneWidth();
  const lineWords = useLineWords();
  const [amount, setAmount] = useState('10');
  const [actionKey, setActionKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (error) {
    return (
      <p className="lottery-status" role="alert">
        {t('loadError')}{' '}
        <button type="button" className="btn" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!data) return <p className="lottery-status">{t('loading')}</p>;
  const serverNow = now + (Date.parse(data.serverTime) - data.receivedAt);
  const money = (value: string) => formatAmount(value, locale);
  const pickName = (pick: BoardPick, event: { home: string; away: string }) =>
    pick === 'HOME' || pick === 'MERON' ? t('pickSide', { pick: t(`picks.${pick}`), name: event.home }) : pick === 'AWAY' || pick === 'WALA' ? t('pickSide', { pick: t(`picks.${pick}`), name: event.away }) : t(`picks.${pick}`);
  // A bet in words: "Handicap: Home −0.25", "Over 2.5", or the 1X2 pick with its side's name.
  const betWords = (bet: { market: BoardMarket; pick: BoardPick; line?: string | null }, event: { home: string; away: string }) => lineWords(bet.market, bet.pick, bet.line) ?? pickName(bet.pick, event);
  const markets: readonly BoardMarket[] = MARKETS_OF_BOARD[board];
  // E-sports has no draw: its winner market is not called 1X2.
  const marketName = (m: BoardMarket) => (m === '1X2' && board === 'ESPORTS' ? t('markets.WINNER') : t(`markets.${m}`));
  const eventName = (event: { home: string; away: string }) => t('vs', { home: event.home, away: event.away });
  const resultText = (result: EventResult, event: { home: string; away: string }) =>
    board === 'COCKFIGHT' ? t('winner', { pick: pickName(result.winner, event) }) : t('score', { home: event.home, away: event.away, homeScore: result.home, awayScore: result.away });

  async function send() {
    if (!actionKey || !selection) return;
    setBusy(true);
    const answer = await callMoneyApi<{ balance: string; bet: EventBet }>(
      `/api/board/${boardSegment(board)}/bet`,
      { eventId: selection.event.eventId, market: selection.market, pick: selection.pick, ...(selection.line ? { line: selection.line } : {}), odds: selection.odds, amount: amount.trim(), ...(gameCode ? { gameCode } : {}) },
      actionKey,
    );
    setBusy(false);
    setActionKey(null);
    if (answer.ok) {
      setMessage({ kind: 'ok', text: t('placed', { amount: money(answer.data.bet.amount), pick: betWords(selection, selection.event), odds: selection.odds, balance: money(answer.data.balance) }) });
      void refreshBets();
    } else {
      setMessage({ kind: 'error', text: rgText(answer.error) ?? systemText(answer.error.code) ?? errorText(answer.error.code) });
      if (answer.error.code === 'odds_changed' || answer.error.code === 'event_closed') {
        const fresh = await mutate();
        const event = fresh?.events.find((e) => e.eventId === selection.event.eventId);
        const price = event && pricesOf(event, board, selection.market).find((p) => p.pick === selection.pick);
        setSelection(event && price ? { event, ...price } : null);
      }
    }
  }

  const choose = (event: BoardEvent, price: BoardPrice) => (setMessage(null), setActionKey(null), setSelection({ event, ...price }));
  const closeSlip = () => (setSelection(null), setActionKey(null));
  const slipBody = selection ? (
    <BetSlip
      selectionText={t('selection', { event: eventName(selection.event), pick: betWords(selection, selection.event), odds: selection.odds })}
      confirmText={t('confirmText', { amount: amount.trim(), pick: betWords(selection, selection.event), event: eventName(selection.event), odds: selection.odds })}
      amount={amount}
      onAmount={(value) => (setAmount(value), setActionKey(null))}
      limitsText={t('limits', { min: money(data.minBet), max: money(data.maxBet) })}
      potential={potentialReturn(amount, selection.odds) && money(potentialReturn(amount, selection.odds)!)}
      confirming={actionKey !== null}
      busy={busy}
      onPlace={() => (setMessage(null), setActionKey(newActionKey()))}
      onConfirm={send}
      onCancel={() => setActionKey(null)}
    />
  ) : null;
  const messageLine = message ? (
    <p className={message.kind === 'ok' ? 'form-success' : 'field-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
      {message.text}
    </p>
  ) : null;

  return (
    <div className="lottery-lobby event-board" data-board={board}>
      <section className="event-board-events" aria-labelledby="board-events">
        <h2 id="board-events">{t('events')}</h2>
        {markets.length > 1 ? (
          <div role="tablist" aria-label={t('marketsLabel')} className="event-markets">
            {markets.map((m) => (
              <button key={m} type="button" role="tab" id={`board-market-${m}`} aria-selected={m === market} aria-controls="board-market-panel" className={m === market ? 'btn btn-primary' : 'btn'} onClick={() => setMarket(m)}>
                {marketName(m)}
              </button>
            ))}
          </div>
        ) : null}
        {data.events.length === 0 ? <p className="hint">{t('noEvents')}</p> : null}
        <ul className="event-list" id="board-market-panel" {...(markets.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `board-market-${market}` } : {})}>
          {data.events.map((event) => {
            const left = Math.max(0, Math.floor((Date.parse(event.closesAt) - serverNow) / 1000));
            return (
              <li key={event.eventId} className="event-card" data-event-id={event.eventId}>
                <p className="hint">{event.league}</p>
                <h3>{eventName(event)}</h3>
                <p className="lottery-countdown">{left > 0 ? t('closesIn', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` }) : t('closed')}</p>
                <EventPrices
                  event={event}
                  board={board}
                  market={market}
                  marketName={marketName(market)}
                  closed={left === 0}
                  chosen={selection?.event.eventId === event.eventId ? selection : undefined}
                  pickName={(pick) => pickName(pick, event)}
                  onPick={(price) => choose(event, price)}
                />
                <p className="lottery-hash hint">
                  {t('seedHash')} <code>{event.seedHash.slice(0, 16)}…</code>
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      {phone && selection ? (
        <BottomSheet labelledBy="board-slip" closeLabel={t('closeSlip')} onClose={closeSlip} className="lottery-slip event-slip">
          <h2 id="board-slip">{t('slip')}</h2>
          {slipBody}
          {messageLine}
        </BottomSheet>
      ) : (
        <section className="lottery-slip event-slip" aria-labelledby="board-slip">
          <h2 id="board-slip">{t('slip')}</h2>
          {slipBody ?? <p className="hint">{t('slipEmpty')}</p>}
          {messageLine}
        </section>
      )}
      <section className="lottery-results event-results" aria-labelledby="board-results">
        <h2 id="board-results">{t('results')}</h2>
        {data.results.length ? (
          <ul className="event-list">
            {data.results.map((event) => (
              <li key={event.eventId} className="event-result" data-event-id={event.eventId}>
                <p className="hint">{event.league}</p>
                <p>
                  <strong>{event.result ? resultText(event.result, event) : eventName(event)}</strong>
                </p>
                <p className="hint">
                  {t('seed')} <code className="lottery-seed">{event.seed}</code>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint">{t('noResults')}</p>
        )}
      </section>
      <MyBetsTable
        headingId="board-bets"
        title={t('myBets')}
        bets={bets?.list}
        emptyText={t('noBets')}
        headers={[t('columns.event'), t('columns.pick'), t('columns.odds'), t('columns.stake'), t('columns.result'), t('columns.state'), t('columns.payout')]}
        cells={(bet) => [
          eventName(bet),
          betWords(bet, bet),
          bet.odds,
          money(bet.amount),
          bet.result ? (bet.board === 'COCKFIGHT' ? t(`picks.${bet.result.winner}`) : `${bet.result.home}–${bet.result.away}`) : '–',
          t(`state.${bet.state}`),
          money(bet.payout),
        ]}
      />
    </div>
  );
}
