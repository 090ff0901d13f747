// The rules of the local vendor's demo event boards (sports, e-sports, cockfight). Each event is
// made from a fresh seed whose sha256 is published before betting: its league, sides and true
// probabilities, the odds the board offers (the probabilities less the house margin, moved a little
// on each tick of the board), and its result (drawn from HMAC-SHA256(seed, "result") against the
// true probabilities) all come from the seed, so the revealed seed proves the result.
import { BOARD_PICKS, type BoardPick, type EventBoard, type EventLines, type EventResult } from '../../../../../contract/event-board';
import { DEFAULT_BOARD_EVENT_MS } from '../../../config';
import { lineOfQuarters } from './board-bet-outcome';
import { uniformFromSeed } from './provably-fair';

/** The house margin on each event's book (6 %). */
export const BOARD_MARGIN_PER_MILLE = 60;
/** A new event opens for each board every period (BOARD_EVENT_MS, 3 minutes by default); four are on the board at once. */
export { DEFAULT_BOARD_EVENT_MS };
export const EVENTS_AHEAD = 4;
export const BOARD_LIMITS = { minBetCents: 100n, maxBetCents: 2_000_000n };

/** True probabilities per pick, per mille (they add up to 1000). */
export type EventModel = Partial<Record<BoardPick, number>>;
export type EventOdds = Partial<Record<BoardPick, string>>;

const NAMES: Record<EventBoard, { league: string; sides: string[] }[]> = {
  SPORTS: [
    { league: 'Thai League 1', sides: ['Bangkok Rovers', 'Chiang Mai Lions', 'Khon Kaen Warriors', 'Korat Swordsmen', 'Pattaya Dolphins', 'Ubon Kings', 'Phuket Mariners', 'Songkhla Eagles'] },
    { league: 'Premier Division', sides: ['Northbridge Town', 'Eastport United', 'Kingsford City', 'Riverside Athletic', 'Westvale Rangers', 'Harbour Albion', 'Ashdown Wanderers', 'Millford County'] },
    { league: 'Liga Sur', sides: ['Real Montoro', 'Atlético Soria', 'CD Valdemar', 'Deportivo Arenal', 'Racing Alcira', 'UD Santa Marta'] },
  ],
  ESPORTS: [
    { league: 'MOBA Pro League', sides: ['Bangkok Titans', 'Saigon Phantoms', 'Manila Storm', 'Jakarta Ronin', 'Kuala Lumpur Hunters', 'Singapore Sentinels'] },
    { league: 'Valor Masters', sides: ['Team Nova', 'Zenith Gaming', 'Crimson Wolves', 'Apex Raptors', 'Nightfall Esports', 'Seoul Vortex'] },
  ],
  COCKFIGHT: [
    { league: 'Pampanga Derby', sides: ['Sweater Ridge', 'Kelso Red', 'Hatch Grey', 'Roundhead Gold', 'Lemon 84', 'Claret Boy'] },
    { league: 'Cebu Coliseum', sides: ['Albany Black', 'Butcher Blue', 'Radio Kelso', 'Whitehackle Ace', 'Brown Red Duke', 'Pyle Stag'] },
  ],
};

/** A number in [0, 1000) from the seed (three uniform decimal digits). */
function perMille(seed: string, message: string): number {
  const [a, b, c] = uniformFromSeed(seed, message, 3, 10);
  return a * 100 + b * 10 + c;
}

/** The event's league, sides and true probabilities, from its seed. */
export function eventFromSeed(seed: string, board: EventBoard): { league: string; home: string; away: string; model: EventModel } {
  const leagues = NAMES[board];
  const [leagueIndex] = uniformFromSeed(seed, 'league', 1, leagues.length);
  const { league, sides } = leagues[leagueIndex];
  const [first] = uniformFromSeed(seed, 'home', 1, sides.length);
  // The other side is any other: an index among the rest.
  const [second] = uniformFromSeed(seed, 'away', 1, sides.length - 1);
  const home = sides[first];
  const away = sides.filter((_, i) => i !== first)[second];
  const strength = perMille(seed, 'strength');
  let model: EventModel;
  if (board === 'SPORTS') {
    const draw = 220 + Math.floor(strength / 20); // 22–27 %
    const homeShare = 300 + Math.floor((strength * 400) / 1000); // home's share of the rest: 30–70 %
    const rest = 1000 - draw;
    const homeP = Math.floor((rest * homeShare) / 1000);
    model = { HOME: homeP, DRAW: draw, AWAY: rest - homeP };
  } else if (board === 'ESPORTS') {
    const homeP = 250 + Math.floor((strength * 500) / 1000); // 25–75 %
    model = { HOME: homeP, AWAY: 1000 - homeP };
  } else {
    const draw = 40; // a draw is rare in a cockfight
    const meron = 380 + Math.floor((strength * 200) / 1000); // the favourite (meron): 38–58 %
    model = { MERON: meron, WALA: 1000 - draw - meron, DRAW: draw };
  }
  return { league, home, away, model };
}

/** Decimal odds of a probability (per mille) less the margin, cut down to the cent, within 1.01–99.99. */
export function oddsOf(probabilityPerMille: number, marginPerMille = BOARD_MARGIN_PER_MILLE): string {
  const cents = Math.floor(((1000 - marginPerMille) * 100) / Math.max(probabilityPerMille, 1));
  const clamped = Math.min(Math.max(cents, 101), 9999);
  return `${Math.floor(clamped / 100)}.${String(clamped % 100).padStart(2, '0')}`;
}

/**
 * The odds offered after `move` ticks of the board: the first two picks' probabilities shifted by
 * up to ±3 % (from the seed, so every runner computes the same odds), the book's margin kept.
 */
export function oddsAt(seed: string, board: EventBoard, model: EventModel, move: number): EventOdds {
  const picks = BOARD_PICKS[board];
  const shifted: Record<string, number> = { ...model };
  if (move > 0) {
    const shift = perMille(seed, `move:${move}`) % 61 - 30;
    const [a, b] = picks.filter((pick) => pick !== 'DRAW');
    const room = Math.min(shifted[a] - 50, shifted[b] - 50);
    const delta = Math.max(-room, Math.min(room, shift));
    shifted[a] += delta;
    shifted[b] -= delta;
  }
  return Object.fromEntries(picks.map((pick) => [pick, oddsOf(shifted[pick])]));
}

/** A share of a two-way book (per mille) around even, from the seed: ±4 % at opening, ±3 % more on each tick. */
function evenShare(seed: string, market: string, move: number): number {
  const opening = (perMille(seed, `${market}:open`) % 81) - 40;
  const moved = move > 0 ? (perMille(seed, `${market}:move:${move}`) % 61) - 30 : 0;
  return 500 + opening + moved;
}

/**
 * The handicap and over/under markets of a sports or e-sports event (none on cockfight): the home
 * line from the favourite's edge in the true probabilities (a quarter of a goal, or of a map, per
 * 8 % of edge on sports, per 10 % on e-sports), the total line around 2.5 goals (2 to 3) or maps
 * (2.25 to 2.75), both from the seed; the lines stay, their prices move with the board's ticks as the
 * 1X2 odds do, the book's margin kept.
 */
export function linesAt(seed: string, board: EventBoard, model: EventModel, move: number): EventLines | null {
  if (board === 'COCKFIGHT') return null;
  const edge = (model.HOME ?? 0) - (model.AWAY ?? 0);
  const perQuarter = board === 'SPORTS' ? 80 : 100;
  const homeQuarters = Math.max(-6, Math.min(6, -Math.round(edge / perQuarter)));
  const spread = board === 'SPORTS' ? 5 : 3;
  const totalQuarters = 10 + (perMille(seed, 'total') % spread) - Math.floor(spread / 2);
  const home = evenShare(seed, 'handicap', move);
  const over = evenShare(seed, 'total', move);
  return {
    HANDICAP: { line: lineOfQuarters(homeQuarters, true), odds: { HOME: oddsOf(home), AWAY: oddsOf(1000 - home) } },
    OVER_UNDER: { line: lineOfQuarters(totalQuarters, false), odds: { OVER: oddsOf(over), UNDER: oddsOf(1000 - over) } },
  };
}

/** The event's result from its seed against the true probabilities, with a plausible score. */
export function resultOf(seed: string, board: EventBoard, model: EventModel): EventResult {
  const roll = perMille(seed, 'result');
  let winner: BoardPick = BOARD_PICKS[board][0];
  let sum = 0;
  for (const pick of BOARD_PICKS[board]) {
    sum += model[pick] ?? 0;
    if (roll < sum) {
      winner = pick;
      break;
    }
  }
  const [x, y] = uniformFromSeed(seed, 'score', 2, 3);
  if (board === 'COCKFIGHT') return { winner, home: winner === 'MERON' ? 1 : 0, away: winner === 'WALA' ? 1 : 0 };
  if (board === 'ESPORTS') {
    // Best of three maps.
    const loser = x % 2;
    return winner === 'HOME' ? { winner, home: 2, away: loser } : { winner, home: loser, away: 2 };
  }
  if (winner === 'DRAW') return { winner, home: x, away: x };
  const high = 1 + x + y;
  const low = Math.min(x, high - 1);
  return winner === 'HOME' ? { winner, home: high, away: low } : { winner, home: low, away: high };
}


/** The slot of the event closing at `at` (the board's period boundary): `YYYYMMDDHHmmss` UTC. */
export function slotOf(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The next `count` closing times after `now`, on the board's period. */
export function nextCloses(now: Date, periodMs: number, count: number): Date[] {
  const first = Math.floor(now.getTime() / periodMs) * periodMs + periodMs;
  return Array.from({ length: count }, (_, i) => new Date(first + i * periodMs));
}
