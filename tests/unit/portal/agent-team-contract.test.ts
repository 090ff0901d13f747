/** @jest-environment node */
// contract/agent-team.ts: rates as integer basis points from plain percent texts (never a float),
// the series of a game, and the register form's rules equal to the site's registration rules.
import { DOWNLINE_FIELD_RULES, formatRate, parseRate, seriesOfGame } from '@/contract/agent-team';
import { fieldRule, registerFields } from '@/platform/src/modules/accounts/rules/register-fields';

describe('agent team contract', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.25', 125],
    [' 8.00 ', 800],
    ['100', 10_000],
    ['0.01', 1],
  ])('reads %j as %d basis points', (text, bp) => expect(parseRate(text)).toBe(bp));

  it.each(['', '1e3', '-1', 'NaN', 'Infinity', '1.005', '100.01', '1,5', '0x10', '.5', '5.', '1'.repeat(200), 1, null, undefined])('refuses %j', (text) =>
    expect(parseRate(text)).toBeUndefined(),
  );

  it('writes basis points back as a two-decimal percent', () => {
    expect([0, 1, 10, 125, 800, 10_000].map(formatRate)).toEqual(['0.00', '0.01', '0.10', '1.25', '8.00', '100.00']);
  });

  it('maps game types to series: cockfight vendors apart from sports, board games as cards', () => {
    expect(seriesOfGame('SPORTS', 'SV3')).toBe('COCKFIGHT');
    expect(seriesOfGame('SPORTS', 'SBO')).toBe('SPORTS');
    expect(seriesOfGame('BGS')).toBe('PVP');
    expect(seriesOfGame('RNG')).toBe('RNG');
    expect(seriesOfGame('ESPORTS')).toBeUndefined();
  });

  it("uses the site's registration rules for a downline's username and password", () => {
    const fields = registerFields(false);
    for (const name of ['username', 'password'] as const) {
      const { patternId, minLength, maxLength, acceptedPattern } = fieldRule(fields, name);
      expect(DOWNLINE_FIELD_RULES[name]).toMatchObject({ patternId, minLength, maxLength, acceptedPattern });
    }
  });
});
