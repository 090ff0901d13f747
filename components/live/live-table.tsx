'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { LIVE_SPOTS, paysText, spotParts, type LiveGame } from '@/contract/live-spots';
import { LIVE_TABLES, type LiveBet, type LiveRound, type LiveTable as LiveTableView } from '@/contract/live-table';
import { spotLabel } from '@/lib/games/live-spot-label';
import { callMoneyApi, newActionKey, outcomeUnknown } from '@/lib/ui/money-action';
import { MyBetsTable } from '@/components/games/my-bets-table';
import { useSystemRefusalText } from '@/components/games/system-refusal';
import { LiveResultView } from './live-result';

const KNOWN_ERRORS = ['live_round_closed', 'insufficient_balance', 'live_stake_out_of_range', 'in_need_true_account', 'validation_failed', 'network_error'] as const;
type ErrorKey = (typeof KNOWN_ERRORS)[number] | 'generic';
const errorKey = (code: string): ErrorKey => ((KNOWN_ERRORS as readonly string[]).includes(code) ? (code as ErrorKey) : 'generic');

async function getTable(url: string): Promise<LiveTableView & { receivedAt: number }> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return { ...((await response.json()) as LiveTableView), receivedAt: Date.now() };
}

/** A game's spots in groups: the named ones first, then each numbered kind (numbers, dozens, totals…). */
function spotGroups(game: LiveGame): string[][] {
  const groups = new Map<string, string[]>();
  for (const spot of LIVE_SPOTS[game]) {
    const { kind, n } = spotParts(spot);
    const group = n === undefined ? '' : kind;
    groups.set(group, [...(groups.get(group) ?? []), spot]);
  }
  return [...groups.values()];
}

/**
 * A table game (baccarat, dragon tiger, roulette, sic bo): one round for everyone on a timer; the
 * round's events come over the BFF's event stream (opened, dealt, settled), bets go to the open
 * round after a confirmation. `gameCode`: the tile the table was opened from (betting records).
 */
export function LiveTable({ game, gameCode }: { game: LiveGame; gameCode?: string }) {
  const t = useTranslations('liveTable');
  const tSpot = useTranslations('liveSpots');
  const systemText = useSystemRefusalText();
  const spot = (name: string) => spotLabel(tSpot, name);
  const base = `/api/live/${LIVE_TABLES[game].segment}`;
  const { data: table, mutate } = useSWR(base, getTable);
  const { data: bets, mutate: refreshBets } = useSWR<{ list: LiveBet[] }>(`${base}/bets?limit=10`, async (url: string) => (await fetch(url, { cache: 'no-store' })).json());
  const [streamed, setStreamed] = useState<LiveRound | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [side, setSide] = useState(LIVE_SPOTS[game][0]);
  const [amount, setAmount] = useState('10');
  const [actionKey, setActionKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

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

  if (!table) return <p className="lottery-status">{t('loading')}</p>;
  const current = streamed && streamed.state === 'open' && streamed.roundNo >= table.current.roundNo ? streamed : table.current;
  const serverNow = now + (Date.parse(table.serverTime) - table.receivedAt);
  const left = Math.max(0, Math.floor((Date.parse(current.closesAt) - serverNow) / 1000));
  const last = table.history[0];

  async function send() {
    if (!actionKey) return;
    setBusy(true);
    const answer = await callMoneyApi<{ balance: string }>(`${base}/bet`, { roundId: current.roundId, side, amount, ...(gameCode ? { gameCode } : {}) }, actionKey);
    setBusy(false);
    // An answer that may not tell the outcome keeps the key: sending again replays the bet, never places a second one.
    if (!outcomeUnknown(answer)) setActionKey(null);
    if (answer.ok) {
      setMessage({ kind: 'ok', text: t('placed', { side: spot(side), amount, balance: answer.data.balance }) });
      void refreshBets();
    } else {
      setMessage({ kind: 'error', text: systemText(answer.error.code) ?? t(`error.${errorKey(answer.error.code)}`) });
    }
  }

  return (
    <div className="lottery-lobby live-table" data-game={game}>
      <section className="lottery-draw" aria-labelledby="live-round">
        <h2 id="live-round">{t('round', { round: current.roundNo })}</h2>
        <p className="lottery-countdown" data-testid="live-countdown">
          {left > 0 ? t('closesIn', { seconds: left }) : t('dealing')}
        </p>
        <p className="lottery-hash hint">
          {t('seedHash')} <code>{current.seedHash.slice(0, 16)}…</code>
        </p>
      </section>
      <section className="lottery-slip" aria-labelledby="live-bet">
        <h2 id="live-bet">{t('bet')}</h2>
        <div role="radiogroup" aria-labelledby="live-bet" className="live-spots">
          {spotGroups(game).map((group) => (
            <div key={group[0]} className="lottery-tabs">
              {group.map((s) => (
                <label key={s} className="lottery-play">
                  <input type="radio" name="side" checked={side === s} onChange={() => setSide(s)} /> {spot(s)} <span className="hint">{t('pays', { odds: paysText(game, s) })}</span>
                </label>
              ))}
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor="live-amount">{t('amount')}</label>
          <input id="live-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <p className="hint">{t('limits', { min: table.minBet, max: table.maxBet })}</p>
        </div>
        {actionKey ? (
          <div className="lottery-confirm">
            <p>{t('confirmText', { side: spot(side), amount, round: current.roundNo })}</p>
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
      <section className="lottery-results" aria-labelledby="live-last">
        <h2 id="live-last">{t('lastRound')}</h2>
        {last?.result ? (
          <div data-testid="live-last">
            <LiveResultView round={last} />
            <p className="hint">
              {t('seed')} <code className="lottery-seed">{last.seed}</code>
            </p>
          </div>
        ) : (
          <p className="hint">{t('noRounds')}</p>
        )}
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
