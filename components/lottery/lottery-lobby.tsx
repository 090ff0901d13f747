'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  LOTTERY_PLAYS,
  MAX_SLIP_LINES,
  PLAY_DIGITS,
  type BetReceipt,
  type Draw,
  type LotteryBet,
  type LotteryLobby as Lobby,
  type LotteryMarket,
  type LotteryPlay,
} from '@/contract/lottery';
import { toMinor, fromMinor } from '@/contract/money';
import { verifyDrawInBrowser, type DrawCheck } from '@/lib/games/verify-draw';
import { callMoneyApi, newActionKey } from '@/lib/ui/money-action';
import { MyBetsTable } from '@/components/games/my-bets-table';
import { useSystemRefusalText } from '@/components/games/system-refusal';
import { useErrorText } from '@/lib/ui/use-messages';

type Page = 'lottery' | 'seaLottery' | 'vnLottery';
interface Line {
  play: LotteryPlay;
  number: string;
  amount: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as T;
}

async function getLobby(url: string): Promise<Lobby & { receivedAt: number }> {
  return { ...(await getJson<Lobby>(url)), receivedAt: Date.now() };
}

/** Time left until `at`, as h:mm:ss or m:ss; "0:00" once passed. */
function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The lottery lobby (spec §2 /lottery, /seaLottery, /vnLottery): the page's markets as tabs, each
 * with its next draw (countdown to close, committed seed hash), a bet slip with confirmation, the
 * member's bets and the opened numbers with a provably-fair check done in the browser.
 */
export function LotteryLobby({ page, gameCode }: { page: Page; gameCode?: string }) {
  const t = useTranslations('lottery');
  const format = useFormatter();
  const { data: lobby, error, mutate } = useSWR(`/api/lottery/lobby?page=${page}`, getLobby, { refreshInterval: 15_000 });
  const [market, setMarket] = useState<LotteryMarket | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const selected = lobby?.markets.find((m) => m.market === market) ?? lobby?.markets[0];
  const next = selected?.next ?? null;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The server's clock, as far as this browser can tell (its own clock may be off).
  const serverNow = now + (lobby ? Date.parse(lobby.serverTime) - lobby.receivedAt : 0);
  const closed = next ? Date.parse(next.closesAt) <= serverNow : true;
  // Once the draw time passed, look again for the result and the next draw.
  const drawPassed = next ? Date.parse(next.drawAt) <= serverNow : false;
  useEffect(() => {
    if (!drawPassed) return;
    const timer = setTimeout(() => void mutate(), 2000);
    return () => clearTimeout(timer);
  }, [drawPassed, mutate, now]);

  if (error) {
    return (
      <p className="lottery-status" role="alert">
        {t('loadError')}{' '}
        <button type="button" className="btn" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!lobby || !selected) return <p className="lottery-status">{t('loading')}</p>;

  return (
    <div className="lottery-lobby">
      <div role="tablist" aria-label={t('markets')} className="lottery-tabs">
        {lobby.markets.map((m) => (
          <button
            key={m.market}
            type="button"
            role="tab"
            aria-selected={m.market === selected.market}
            className={m.market === selected.market ? 'btn btn-primary' : 'btn'}
            onClick={() => setMarket(m.market)}
          >
            {t(`market.${m.market}`)}
          </button>
        ))}
      </div>

      <section className="lottery-draw" aria-labelledby="lottery-next-title">
        <h2 id="lottery-next-title">
          {t('nextDraw', { market: t(`market.${selected.market}`) })} {next ? <span className="lottery-issue">#{next.issue}</span> : null}
        </h2>
        {next ? (
          <>
            <p className="lottery-countdown" aria-live="off">
              {closed ? t('closed') : t('closesIn', { time: countdown(Date.parse(next.closesAt) - serverNow) })}
              {' · '}
              {t('drawAt', { time: format.dateTime(new Date(next.drawAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
            <p className="lottery-hash hint">
              {t('seedHash')} <code>{next.seedHash.slice(0, 16)}…</code>
            </p>
          </>
        ) : (
          <p>{t('noDraw')}</p>
        )}
      </section>

      {/* The slip outlives a draw change: it is placed on the draw open when confirmed. */}
      {next ? <BetSlip key={selected.market} draw={next} closed={closed} lobby={lobby} gameCode={gameCode} onPlaced={() => void mutate()} /> : null}

      <Results market={selected.market} refreshKey={selected.last?.drawId ?? 0} />
      <MyBets refreshKey={`${selected.last?.drawId ?? 0}`} />
    </div>
  );
}

function BetSlip({ draw, closed, lobby, gameCode, onPlaced }: { draw: Draw; closed: boolean; lobby: Lobby; gameCode?: string; onPlaced(): void }) {
  const t = useTranslations('lottery');
  const [play, setPlay] = useState<LotteryPlay>('2TOP');
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState(lobby.minBet.replace(/\.00$/, ''));
  const [lines, setLines] = useState<Line[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [actionKey, setActionKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<BetReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const systemText = useSystemRefusalText();
  const errorText = useErrorText('lottery');

  const total = useMemo(() => lines.reduce((sum, line) => sum + (toMinor(line.amount) ?? 0n), 0n), [lines]);

  function add(event: React.FormEvent) {
    event.preventDefault();
    setReceipt(null);
    setFailure(null);
    const digits = PLAY_DIGITS[play];
    if (!new RegExp(`^\\d{${digits}}$`).test(number)) return setProblem(t('numberProblem', { digits }));
    const stake = toMinor(amount.trim());
    const min = toMinor(lobby.minBet)!;
    const max = toMinor(lobby.maxBet)!;
    if (stake === undefined || stake < min || stake > max) return setProblem(t('amountProblem', { min: lobby.minBet, max: lobby.maxBet }));
    if (lines.length >= MAX_SLIP_LINES) return setProblem(t('tooManyLines', { max: MAX_SLIP_LINES }));
    setProblem(null);
    setLines([...lines, { play, number, amount: fromMinor(stake) }]);
    setNumber('');
  }

  async function send() {
    if (!actionKey) return;
    setBusy(true);
    const answer = await callMoneyApi<BetReceipt>('/api/lottery/bet', { drawId: draw.drawId, ...(gameCode ? { gameCode } : {}), lines }, actionKey);
    setBusy(false);
    setActionKey(null);
    if (answer.ok) {
      setReceipt(answer.data);
      setLines([]);
      onPlaced();
    } else {
      setFailure(answer.error.code);
    }
  }

  return (
    <section className="lottery-slip" aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title">{t('slip')}</h2>
      <form className="form lottery-line-form" onSubmit={add} noValidate>
        <fieldset className="lottery-plays">
          <legend>{t('playLabel')}</legend>
          {LOTTERY_PLAYS.map((p) => (
            <label key={p} className="lottery-play">
              <input type="radio" name="play" value={p} checked={play === p} onChange={() => setPlay(p)} /> {t(`play.${p}`)}{' '}
              <span className="hint">{t('odds', { odds: lobby.odds[p] })}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="lottery-number">{t('number', { digits: PLAY_DIGITS[play] })}</label>
          <input
            id="lottery-number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PLAY_DIGITS[play]}
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="field">
          <label htmlFor="lottery-amount">{t('amount')}</label>
          <input id="lottery-amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <p className="hint">{t('limits', { min: lobby.minBet, max: lobby.maxBet })}</p>
        </div>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={closed}>
          {t('addLine')}
        </button>
      </form>

      {lines.length ? (
        <table className="data-table lottery-lines">
          <caption className="visually-hidden">{t('slip')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('playLabel')}</th>
              <th scope="col">{t('numberShort')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('maxWin')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={`${line.play}-${line.number}-${i}`}>
                <td>{t(`play.${line.play}`)}</td>
                <td>{line.number}</td>
                <td>{line.amount}</td>
                <td>{fromMinor(((toMinor(line.amount) ?? 0n) * (toMinor(lobby.odds[line.play]) ?? 0n)) / 100n)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => setLines(lines.filter((_, j) => j !== i))} disabled={busy}>
                    {t('remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="hint">{t('emptySlip')}</p>
      )}

      {lines.length && !actionKey ? (
        <button type="button" className="btn btn-primary" disabled={closed} onClick={() => setActionKey(newActionKey())}>
          {t('review', { total: fromMinor(total) })}
        </button>
      ) : null}
      {actionKey ? (
        <div className="lottery-confirm" role="group" aria-labelledby="lottery-confirm-title">
          <p id="lottery-confirm-title">{t('confirmText', { count: lines.length, total: fromMinor(total), issue: draw.issue })}</p>
          <button type="button" className="btn btn-primary" onClick={send} disabled={busy} aria-busy={busy}>
            {t('confirm')}
          </button>{' '}
          <button type="button" className="btn" onClick={() => setActionKey(null)} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
      {closed ? <p className="hint">{t('closedHint')}</p> : null}
      {receipt ? (
        <p className="form-success" role="status">
          {t('placed', { count: receipt.bets.length, total: receipt.total, issue: receipt.issue, balance: receipt.balance })}
        </p>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {systemText(failure) ?? errorText(failure)}
        </p>
      ) : null}
    </section>
  );
}

function Results({ market, refreshKey }: { market: LotteryMarket; refreshKey: number }) {
  const t = useTranslations('lottery');
  const { data } = useSWR<{ list: Draw[] }>(`/api/lottery/results?market=${market}&limit=10&k=${refreshKey}`, getJson);
  return (
    <section className="lottery-results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title">{t('results')}</h2>
      {!data ? (
        <p className="hint">{t('loading')}</p>
      ) : data.list.length === 0 ? (
        <p className="hint">{t('noResults')}</p>
      ) : (
        <ul className="lottery-result-list">
          {data.list.map((draw) => (
            <ResultRow key={draw.drawId} draw={draw} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultRow({ draw }: { draw: Draw }) {
  const t = useTranslations('lottery');
  const [check, setCheck] = useState<DrawCheck | null>(null);
  if (!draw.result || !draw.seed) return null;
  const { result, seed } = draw;
  return (
    <li className="lottery-result" data-draw={draw.drawId}>
      <span className="lottery-issue">#{draw.issue}</span>{' '}
      <span>
        {t('firstPrize')} <strong className="lottery-number">{result.first}</strong>
      </span>{' '}
      <span>
        {t('top3')} <strong>{result.top3}</strong>
      </span>{' '}
      <span>
        {t('bottom2')} <strong>{result.bottom2}</strong>
      </span>{' '}
      <button type="button" className="btn" onClick={async () => setCheck(await verifyDrawInBrowser({ ...draw, seed, result }))}>
        {t('verify')}
      </button>
      {check ? (
        <p className={check.hashMatches && check.numbersMatch ? 'form-success' : 'field-error'} role="status">
          {check.hashMatches && check.numbersMatch ? t('verified') : t('notVerified')} <code className="lottery-seed">{seed}</code>
        </p>
      ) : null}
    </li>
  );
}

function MyBets({ refreshKey }: { refreshKey: string }) {
  const t = useTranslations('lottery');
  const { data } = useSWR<{ list: LotteryBet[] }>(`/api/lottery/bets?limit=20&k=${refreshKey}`, getJson, { refreshInterval: 10_000 });
  return (
    <MyBetsTable
      headingId="lottery-bets-title"
      title={t('myBets')}
      bets={data?.list}
      loadingText={t('loading')}
      emptyText={t('noBets')}
      headers={[t('draw'), t('playLabel'), t('numberShort'), t('amount'), t('state'), t('win')]}
      cells={(bet) => [`${t(`market.${bet.market}`)} #${bet.issue}`, t(`play.${bet.play}`), bet.number, bet.amount, t(`betState.${bet.state}`), bet.win]}
    />
  );
}
