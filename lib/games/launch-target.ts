/**
 * Spec §4 game launch by vendor: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT or
 * ELOTT → /lottery (with the game code); any other game opens in the seamless game page.
 */
export function launchPath(game: { gameCode: string; vassalage: string; gameType: string }): string {
  const code = encodeURIComponent(game.gameCode);
  if (game.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?gameCode=${code}`;
  if (game.vassalage === 'TCG_SEA') return `/seaLottery?gameCode=${code}`;
  if (game.vassalage === 'LOTT' || game.vassalage === 'ELOTT') return `/lottery?gameCode=${code}`;
  return `/seamless?gameCode=${code}`;
}
