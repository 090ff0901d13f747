// The winner board (spec §3, §9: 20 items): real settled wins only (issue #29 "nothing fabricated").
// Every row traces to its round (game_rounds) and to the round's ledger entry, whose winning posting
// credits the member's own money; trial credit never gets a row (game-play.ts). Only wins of at
// least the operator's minimum are listed (contract/winners.ts), newest first.
import { sql } from 'drizzle-orm';
import { DEFAULT_WINNER_BOARD_SETTINGS, WINNER_BOARD_SETTINGS_KEY, type WinnerBoardSettings } from '../../../../../contract/winners';
import { formatMoney } from '../../../core/money';
import type { Executor } from '../../../core/database/client';
import { gameIconUrl } from '../../games';
import { rowsOf } from '../../../core/database/rows-of';
import { settingsOver } from '../../../core/database/settings';

export interface WinnerItem {
  customerName: string;
  gameName: string;
  gameCode: string;
  gameType: string;
  winAmount: string;
  iconUrl: string;
  wonAt: string;
}

export const winnerBoardSettings = settingsOver<WinnerBoardSettings>(WINNER_BOARD_SETTINGS_KEY, DEFAULT_WINNER_BOARD_SETTINGS);

/** Names are masked so no account can be read off the board: `dem***01`. */
export function maskCustomerName(name: string): string {
  if (name.length <= 4) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 3)}***${name.slice(-2)}`;
}

interface WinnerRow {
  customer_name: string;
  game_name: string;
  game_code: string;
  game_type: string;
  win_amount: string;
  won_at: Date | string;
}

/**
 * The latest wins of at least the operator's minimum, newest first (the bigger first within one
 * moment). A row is listed only when its round exists with the same member, game and win, and the
 * round's spin entry (game-play.ts spinEntryKey) credits that win to one of the member's accounts
 * that is not trial credit.
 */
export async function listWinners(ex: Executor, limit: number, gameType?: string): Promise<WinnerItem[]> {
  const { minWinAmount } = await winnerBoardSettings.read(ex);
  const rows = rowsOf<WinnerRow>(
    await ex.execute(sql`
      select w.customer_name, g.display_name as game_name, g.game_code, g.game_type, w.win_amount::text as win_amount, w.won_at
      from game_wins w
      join game_rounds r on r.id = w.round_id and r.member_id = w.member_id and r.game_id = w.game_id and r.win = w.win_amount
      join journal_entries e on e.key = 'spin:' || r.member_id || ':' || r.spin_id
      join games g on g.id = w.game_id
      where w.win_amount >= ${minWinAmount}::numeric
        and (${gameType ?? null}::text is null or g.game_type = ${gameType ?? null}::text)
        and exists (
          select 1 from postings p join ledger_accounts a on a.id = p.account_id
          where p.entry_id = e.id and p.tx_type = 'winning' and p.amount = (w.win_amount * 100)::bigint
            and a.member_id = w.member_id and a.kind <> 'trial')
      order by w.won_at desc, w.win_amount desc, w.id desc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    customerName: maskCustomerName(row.customer_name),
    gameName: row.game_name,
    gameCode: row.game_code,
    gameType: row.game_type,
    winAmount: formatMoney(row.win_amount),
    iconUrl: gameIconUrl(row.game_code),
    wonAt: new Date(row.won_at).toISOString(),
  }));
}
