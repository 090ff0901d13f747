'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { BACCARAT_SIDES, type BaccaratSide, type Card, type LiveBet, type LiveRound, type LiveTable } from '@/contract/live-table';
import { callMoneyApi, newActionKey } from '@/lib/ui/money-action';
import { MyBetsTable } from '@/components/games/my-bets-table';
import { useSystemRefusalText } from '@/components/games/system-refusal';

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const KNOWN_ERRORS = ['live_round_closed', 'insufficient_balance', 'live_stake_out_of_range', 'in_need_true_account', 'validation_failed', 'network_error'] as const;
type ErrorKey = (typeof KNOWN_ERRORS)[number] | 'generic';
const errorKey = (code: string): ErrorKey => ((KNOWN_ERRORS as readonly string[]).includes(code) ? (code as ErrorKey) : 'generic');

async function getTable(url: string): Promise<LiveTable & { receivedAt: number }> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return { ...((await response.json()) as LiveTable), receivedAt: Date.now() };
}

const cardText = (card: Card) => `${RANK[card.rank]}${SUIT[card.suit]}`;

/**
 * The live baccarat table: one round for everyone on a timer; the round's events come over the
 * BFF's event stream (opened, dealt, settled), bets go to the open round after a confirmation.
 */
export function BaccaratTable() {
  const t = useTranslations('liveTable');
  const systemText = useSystemRefusalText();
  const { data: table, mutate } = useSWR('/api/live/baccarat', getTable);
  const { data: bets, mutate: refreshBets } = useSWR<{ list: LiveBet[] }>('/api/live/baccarat/bets?limit=10', async (url: string) => (await fetch(url, { cache: 'no-store' })).json());
  const [streamed, setStreamed] = useState<LiveRound | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [side, setSide] = useState<BaccaratSide>('PLAYER');
  const [amount, setAmount] = useState('10');
  const [actionKey, setActionKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const source = new EventSource('/api/live/baccarat/events');
    source.addEventListener('round', (event) => {
      const round = JSON.parse((event as MessageEvent<string>).data) as LiveRound;
      setStreamed(round);
      if (round.state !== 'open') {
        void mutate();
        void refreshBets();
      }
    });
    return () => source.close();
  }, [mutate, refreshBets]);

  if (!table) return <p className="lottery-status">{t('loading')}</p>;
  const current = streamed && streamed.state === 'open' && streamed.roundNo >= table.current.roundNo ? streamed : table.current;
  const serverNow = now + (Date.parse(table.serverTime) - table.receivedAt);
  const left = Math.max(0, Math.floor((Date.parse(current.closesAt) - serverNow) / 1000));
  const last = table.history[0];

  async function send() {
    if (!actionKey) return;
    setBusy(true);
    const answer = await callMoneyApi<{ balance: string }>('/api/live/baccarat/bet', { roundId: current.roundId, side, amount }, actionKey);
    setBusy(false);
    setActionKey(null);
    if (answer.ok) {
      setMessage({ kind: 'ok', text: t('placed', { side: t(`side.${side}`), amount, balance: answer.data.balance }) });
      void refreshBets();
    } else {
      setMessage({ kind: 'error', text: systemText(answer.error.code) ?? t(`error.${errorKey(answer.error.code)}`) });
    }
  }

  return (
    <div className="lottery-lobby baccarat">
      <section className="lottery-draw" aria-labelledby="bac-round">
        <h2 id="bac-round">{t('round', { round: current.roundNo })}</h2>
        <p className="lottery-countdown" data-testid="bac-countdown">
          {left > 0 ? t('closesIn', { seconds: left }) : t('dealing')}
        </p>
        <p className="lottery-hash hint">
          {t('seedHash')} <code>{current.seedHash.slice(0, 16)}…</code>
        </p>
      </section>
      <section className="lottery-slip" aria-labelledby="bac-bet">
        <h2 id="bac-bet">{t('bet')}</h2>
        <div role="radiogroup" aria-label={t('bet')} className="lottery-tabs">
          {BACCARAT_SIDES.map((s) => (
            <label key={s} className="lottery-play">
              <input type="radio" name="side" checked={side === s} onChange={() => setSide(s)} /> {t(`side.${s}`)} <span className="hint">{t(`pays.${s}`)}</span>
            </label>
          ))}
        </div>
        <div className="field">
          <label htmlFor="bac-amount">{t('amount')}</label>
          <input id="bac-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <p className="hint">{t('limits', { min: table.minBet, max: table.maxBet })}</p>
        </div>
        {actionKey ? (
          <div className="lottery-confirm">
            <p>{t('confirmText', { side: t(`side.${side}`), amount, round: current.roundNo })}</p>
            <button type="button" className="btn btn-primary" onClick={send} disabled={busy} aria-busy={busy}>
              {t('confirm')}
            </button>{' '}
            <button type="button" className="btn" onClick={() => setActionKey(null)} disabled={busy}>
              {t('cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-primary" disabled={left === 0} onClick={() => (setMessage(null), setActionKey(newActionKey()))}>
            {t('placeBet')}
          </button>
        )}
        {message ? (
          <p className={message.kind === 'ok' ? 'form-success' : 'field-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
      </section>
      <section className="lottery-results" aria-labelledby="bac-last">
        <h2 id="bac-last">{t('lastRound')}</h2>
        {last?.result ? (
          <div data-testid="bac-last">
            <p>
              {t('side.PLAYER')}: <strong>{last.result.player.map(cardText).join(' ')}</strong> ({last.result.playerTotal}) · {t('side.BANKER')}:{' '}
              <strong>{last.result.banker.map(cardText).join(' ')}</strong> ({last.result.bankerTotal})
            </p>
            <p>{t('winner', { side: t(`side.${last.result.winner}`), round: last.roundNo })}</p>
            <p className="hint">
              {t('seed')} <code className="lottery-seed">{last.seed}</code>
            </p>
          </div>
        ) : (
          <p className="hint">{t('noRounds')}</p>
        )}
      </section>
      <MyBetsTable
        headingId="bac-bets"
        title={t('myBets')}
        bets={bets?.list}
        emptyText={t('noBets')}
        cells={(bet) => [`#${bet.roundNo}`, t(`side.${bet.side}`), bet.amount, t(`state.${bet.state}`), bet.payout]}
      />
    </div>
  );
}
