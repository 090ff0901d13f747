import { expect, type Page } from '@playwright/test';

/** Satang out of a displayed amount ("฿ 1,234.50", "-12.00"). */
export const satang = (text: string) => {
  const cents = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return /-\s*[\d,]/.test(text) ? -cents : cents;
};

/** The local slot's pay table: a win is the bet times one of these. */
const MULTIPLIERS = [0, 2, 16, 20, 40, 100, 250, 1000];

export interface SlotPlay {
  /** The balance the game page showed before the first spin, in satang. */
  opening: number;
  stakes: number;
  wins: number;
  /** The balance after the last spin, in satang. */
  balance: number;
}

/**
 * Plays `rounds` spins of a PG slot with a minimum bet of at most 1.00 in the game page, as a person
 * clicks: each win is checked against the pay table, and the balance after them all against the
 * opening balance, the stakes and the wins.
 */
export async function playSlotRounds(page: Page, prefix: string, rounds: number): Promise<SlotPlay> {
  const games = await (await page.request.get('/api/games?gameType=RNG&vassalage=PG&pageNo=1')).json();
  const game = (games.list as { gameCode: string; minBet?: string | number }[]).find((g) => g.minBet !== undefined && Number(g.minBet) <= 1);
  expect(game, 'a PG slot with a minimum bet of at most 1.00').toBeDefined();
  await page.goto(`${prefix}/seamless?gameCode=${game!.gameCode}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const gameBalance = frame.getByTestId('balance');
  await expect(gameBalance).toHaveText(/\d\.\d{2}/);
  const opening = satang(await gameBalance.innerText());
  const bet = satang(await frame.getByTestId('bet').inputValue());
  expect(bet).toBeLessThanOrEqual(100);
  let balance = opening;
  let stakes = 0;
  let wins = 0;
  for (let round = 0; round < rounds; round++) {
    await frame.getByTestId('spin').click();
    await expect(frame.getByTestId('spin')).toBeEnabled();
    await expect(frame.getByTestId('result')).not.toHaveText(/…/);
    const after = satang(await gameBalance.innerText());
    const win = after - balance + bet;
    expect(MULTIPLIERS.map((m) => m * bet), `round ${round + 1}`).toContain(win);
    stakes += bet;
    wins += win;
    balance = after;
  }
  expect(balance).toBe(opening - stakes + wins);
  return { opening, stakes, wins, balance };
}
