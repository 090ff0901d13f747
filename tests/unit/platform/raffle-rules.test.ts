// Raffle and automatic-reward rules: winners follow from the recorded seed alone (the same seed
// picks the same entries whatever their order, another seed others), each entry is equally likely
// to win, and the participation key of an automatic reward is once (REGISTER) or per site day (LOGIN).
import { promotionDefinitionSchema } from '../../../contract/rewards';
import { autoRewardReference, autoRewardTypes } from '../../../platform/src/modules/rewards/rules/auto-rewards';
import { newDrawSeed, pickWinners } from '../../../platform/src/modules/rewards/rules/raffle-draw';
import { raffleClosed } from '../../../platform/src/modules/rewards/rules/rewards';
import { describePromotion, parsePromotionCommand } from '../../../platform/src/ops/promotion-commands';

const ids = Array.from({ length: 10 }, (_, n) => `CL261124${String(n).padStart(10, '0')}`);

describe('pickWinners', () => {
  it('picks the same winners from the same seed, whatever the order of the entries', () => {
    const seed = newDrawSeed();
    const winners = pickWinners(seed, ids, 3);
    expect(winners.size).toBe(3);
    expect(pickWinners(seed, [...ids].reverse(), 3)).toEqual(winners);
    for (const id of winners) expect(ids).toContain(id);
  });

  it('picks everyone when there are fewer entries than winners, nobody from no entries', () => {
    expect(pickWinners('seed', ids.slice(0, 2), 5)).toEqual(new Set(ids.slice(0, 2)));
    expect(pickWinners('seed', [], 5).size).toBe(0);
  });

  it('gives each entry about the same chance over many seeds', () => {
    const wins = new Map(ids.map((id) => [id, 0]));
    const draws = 4000;
    for (let n = 0; n < draws; n++) for (const id of pickWinners(newDrawSeed(), ids, 2)) wins.set(id, wins.get(id)! + 1);
    // Expected 800 each (2 of 10 per draw); a fair draw stays well within ±20%.
    for (const count of wins.values()) expect(Math.abs(count - 800)).toBeLessThan(160);
  });

  it('makes a fresh 256-bit seed per draw', () => {
    expect(newDrawSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newDrawSeed()).not.toBe(newDrawSeed());
  });
});

describe('raffle sign-up window', () => {
  it('closes at the draw time, and once drawn', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(raffleClosed({ drawAt: new Date('2026-11-24T12:00:01Z'), drawnAt: null }, now)).toBe(false);
    expect(raffleClosed({ drawAt: now, drawnAt: null }, now)).toBe(true);
    expect(raffleClosed({ drawAt: null, drawnAt: null }, now)).toBe(false);
    expect(raffleClosed({ drawAt: new Date('2026-11-25T00:00:00Z'), drawnAt: now }, now)).toBe(true);
  });
});

describe('automatic rewards', () => {
  it('keys REGISTER once and LOGIN per Bangkok day', () => {
    expect(autoRewardReference('REGISTER', new Date('2026-11-24T12:00:00Z'))).toBe('once');
    // 17:00 UTC is already the next day in Bangkok (UTC+7).
    expect(autoRewardReference('LOGIN', new Date('2026-11-24T16:59:00Z'))).toBe('login:2026-11-24');
    expect(autoRewardReference('LOGIN', new Date('2026-11-24T17:00:00Z'))).toBe('login:2026-11-25');
    expect(autoRewardTypes('register')).toEqual(['REGISTER', 'LOGIN']);
    expect(autoRewardTypes('login')).toEqual(['LOGIN']);
  });

  it('accepts autoGrant only on a REGISTER or LOGIN promotion with a fixed amount and no application', () => {
    const base = { promotionId: 'AUTO1', title: { en: 'x' }, description: { en: 'x' }, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z', fixedAmount: '5.00', autoGrant: true };
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'LOGIN' }).success).toBe(true);
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'REGISTER' }).success).toBe(true);
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'SAVIOR' }).success).toBe(false);
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'LOGIN', applyRequired: true }).success).toBe(false);
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'LUCKYBET', autoGrant: false, drawAt: '2026-11-20T00:00:00Z' }).success).toBe(false);
    expect(promotionDefinitionSchema.safeParse({ ...base, type: 'LUCKYBET', autoGrant: false, drawAt: '2026-11-20T00:00:00Z', winners: 3 }).success).toBe(true);
  });
});

describe('ops: promotion draw', () => {
  it('parses `promotion draw <promotionId>` and describes the draw with its seed and winners', () => {
    expect(parsePromotionCommand(['promotion', 'draw', 'LUCKYDRAW'])).toEqual({ kind: 'promotion-draw', promotionId: 'LUCKYDRAW' });
    expect(parsePromotionCommand(['promotion', 'draw'])).toBeUndefined();
    expect(parsePromotionCommand(['promotion', 'draw', '../x'])).toBeUndefined();
    const text = describePromotion({ kind: 'promotion-draw', promotionId: 'LUCKYDRAW' }, {
      promotionId: 'LUCKYDRAW',
      drawnAt: '2026-11-24T12:00:00.000Z',
      seed: 'ab'.repeat(32),
      entries: 3,
      prize: '500.00',
      winners: [
        { memberId: 7, claimId: 'CL2611240000000001', paid: true },
        { memberId: 9, claimId: 'CL2611240000000002', paid: false },
      ],
    });
    expect(text.split('\n')).toEqual([
      `LUCKYDRAW drawn 2026-11-24T12:00:00.000Z: 2 of 3 entries won, seed ${'ab'.repeat(32)}`,
      '  member 7  CL2611240000000001  paid 500.00',
      '  member 9  CL2611240000000002  to claim after a break',
    ]);
  });
});
