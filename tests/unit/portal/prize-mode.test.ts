/** @jest-environment node */
import { prizeMode } from '@/lib/games/prize-mode';
import type { GameMenu } from '@/contract/games';

const menu = (gameType: string, codes: string[]): GameMenu => ({
  gameType,
  sort: 0,
  vendors: codes.map((vassalage) => ({ vassalage, name: vassalage, gameType, sort: 0, gameCount: 1 })),
});

describe('prizeMode (spec §4)', () => {
  it('is ELOTT when the ELOTT category has a TCG_LOTTO_VN card', () => {
    expect(prizeMode([menu('LOTT', ['LOTT']), menu('ELOTT', ['ELOTT', 'TCG_LOTTO_VN'])])).toBe('ELOTT');
  });

  it('is ELOTT when the ELOTT category has a LOTT card', () => {
    expect(prizeMode([menu('ELOTT', ['LOTT'])])).toBe('ELOTT');
  });

  it('is LOTT when ELOTT has neither card, even if LOTT has them', () => {
    expect(prizeMode([menu('LOTT', ['TCG_LOTTO_VN', 'LOTT']), menu('ELOTT', ['ELOTT'])])).toBe('LOTT');
  });

  it('is LOTT when there is no ELOTT category at all', () => {
    expect(prizeMode([menu('RNG', ['PG'])])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});
