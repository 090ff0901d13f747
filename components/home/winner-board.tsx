import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/format/amount';
import { gameIconPath } from '@/lib/games/game-icon-path';
import type { Winner } from '@/lib/wps/winners';

/** Spec §3 winner board: 20 items, amounts with 2 decimals and thousands separators. */
export async function WinnerBoard({ winners, locale }: { winners: Winner[]; locale: string }) {
  const t = await getTranslations('home');
  return (
    <section className="section winner-board" aria-labelledby="winner-board">
      <h2 id="winner-board">{t('winnerBoard')}</h2>
      <ol tabIndex={0} aria-labelledby="winner-board">
        {winners.map((winner, i) => (
          <li key={`${winner.gameCode}-${i}`}>
            <img src={gameIconPath(winner.gameCode)} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <span className="who">{winner.customerName}</span>
            <span className="game">{winner.gameName}</span>
            <span className="amount" data-testid="winner-amount">
              ฿{formatAmount(winner.winAmount, locale)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
