// The CLI's event-board commands, through the running platform's admin API only (they move money):
//   board settle <SPORTS|ESPORTS|COCKFIGHT>   close the board's soonest event now and settle its bets
//   board event <eventId>                     run an event's job now (settles it once its betting closed)
import { EVENT_BOARDS, type EventBoard } from '../../../contract/event-board';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const BOARD_USAGE = `  board settle <SPORTS|ESPORTS|COCKFIGHT>   close a demo board's soonest event now and settle its bets (paid once)
  board event <eventId>       run an event's job now: settles it once its betting closed`;

export type BoardCommand = { kind: 'board-settle'; board: EventBoard } | { kind: 'board-event'; eventId: number };

export function parseBoardCommand(args: string[]): BoardCommand | undefined {
  const [name, action, value, ...rest] = args;
  if (name !== 'board' || rest.length) return undefined;
  if (action === 'settle' && EVENT_BOARDS.includes(value as EventBoard)) return { kind: 'board-settle', board: value as EventBoard };
  if (action === 'event' && /^[1-9]\d{0,14}$/.test(value ?? '')) return { kind: 'board-event', eventId: Number(value) };
  return undefined;
}

export function boardViaApi(command: BoardCommand, baseUrl: string, key: string): Promise<Envelope> {
  if (command.kind === 'board-settle') return callAdmin(baseUrl, key, 'POST', `/board/${command.board.toLowerCase()}/settle-now`, {}, 5 * 60_000);
  return callAdmin(baseUrl, key, 'POST', `/board/events/${command.eventId}/settle`, {}, 5 * 60_000);
}

export function describeBoard(value: unknown): string {
  const r = value as { eventId: number; settled: boolean; bets: number; winners: number; paid: string };
  return r.settled ? `event ${r.eventId} settled: ${r.bets} bets, ${r.winners} winners, paid ${r.paid}` : `event ${r.eventId} was not settled now (already settled, or still open for bets): nothing paid`;
}
