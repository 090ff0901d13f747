/** @jest-environment node */
// Loyalty's pure rules: the operator CLI's loyalty commands, the VIP level a turnover qualifies
// for, the business month, and the mission status of a moment.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCommand } from '@/platform/src/ops/cli';
import { statusOf } from '@/platform/src/modules/rewards/rules/loyalty-missions';
import { ladderLevel, monthStartOf, previousMonthOf, qualifiedLevel, type LevelRow } from '@/platform/src/modules/rewards/rules/loyalty-vip';

const level = (n: number, monthly: number, total: number): LevelRow => ({
  level: n,
  name: `VIP${n}`,
  monthlyTurnover: BigInt(monthly * 100),
  totalTurnover: BigInt(total * 100),
  upgradeReward: 0n,
  turnoverMultiple: 0,
  rebateBoostBp: 0,
});
const LADDER = [level(0, 0, 0), level(1, 500, 500), level(2, 3000, 5000)];

describe('VIP levels', () => {
  it('a level needs both its monthly and its total turnover', () => {
    expect(qualifiedLevel(LADDER, 0n, 0n).level).toBe(0);
    expect(qualifiedLevel(LADDER, 50_000n, 49_999n).level).toBe(0);
    expect(qualifiedLevel(LADDER, 50_000n, 50_000n).level).toBe(1);
    expect(qualifiedLevel(LADDER, 300_000n, 400_000n).level).toBe(1);
    expect(qualifiedLevel(LADDER, 300_000n, 500_000n).level).toBe(2);
  });

  it('a stored level above a shortened ladder reads as its top level', () => {
    expect(ladderLevel(LADDER, 7).name).toBe('VIP2');
    expect(ladderLevel(LADDER, 1).name).toBe('VIP1');
  });

  it('months are Bangkok months', () => {
    // 17:30 UTC on 31 January is 00:30 on 1 February in Bangkok.
    expect(monthStartOf(new Date('2026-01-31T17:30:00Z'))).toBe('2026-02-01');
    expect(monthStartOf(new Date('2026-01-31T16:59:00Z'))).toBe('2026-01-01');
    expect(previousMonthOf(new Date('2026-01-01T00:30:00+07:00'))).toBe('2025-12');
  });
});

describe('missions', () => {
  it('are upcoming, open, then ended', () => {
    const mission = { startAt: new Date('2026-01-10T00:00:00Z'), endAt: new Date('2026-01-20T00:00:00Z') };
    expect(statusOf(mission, new Date('2026-01-09T23:59:59Z'))).toBe('U');
    expect(statusOf(mission, new Date('2026-01-10T00:00:00Z'))).toBe('O');
    expect(statusOf(mission, new Date('2026-01-20T00:00:00Z'))).toBe('E');
  });
});

describe('operator CLI loyalty commands', () => {
  it('parses the settings, runs and mission commands', () => {
    expect(parseCommand(['loyalty', 'rebate-settings'])).toEqual({ kind: 'loyalty', action: 'rebate-settings' });
    expect(parseCommand(['loyalty', 'rebate-set', 'RNG', '0.85', '--multiple', '2'])).toEqual({
      kind: 'loyalty',
      action: 'rebate-set',
      body: { series: 'RNG', rate: '0.85', turnoverMultiple: 2, enabled: true },
    });
    expect(parseCommand(['loyalty', 'rebate-set', 'LIVE', '0', '--off'])).toMatchObject({ body: { series: 'LIVE', enabled: false } });
    expect(parseCommand(['loyalty', 'vip-review', '--month', '2026-10'])).toEqual({ kind: 'loyalty', action: 'vip-review', month: '2026-10' });
    expect(parseCommand(['loyalty', 'mission-end', '12'])).toEqual({ kind: 'loyalty', action: 'mission-end', id: 12 });
    expect(parseCommand(['loyalty', 'rebate-run', '--until', '2026-11-24T00:00:00+07:00'])).toEqual({ kind: 'loyalty', action: 'rebate-run', until: '2026-11-23T17:00:00.000Z' });
  });

  it('reads ladders and missions from JSON files, checked by the contract', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'loyalty-cli-'));
    const mission = path.join(dir, 'mission.json');
    writeFileSync(mission, JSON.stringify({ title: { en: 'Spin' }, metric: 'rounds', startTime: '2026-11-24T00:00:00+07:00', endTime: '2026-12-24T00:00:00+07:00', milestones: [{ target: '10', reward: '1.00' }] }));
    expect(parseCommand(['loyalty', 'mission-add', mission])).toMatchObject({ action: 'mission-add', body: { metric: 'rounds', series: 'ALL' } });
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ levels: [{ level: 0, name: 'VIP0', monthlyTurnover: '-1' }] }));
    expect(parseCommand(['loyalty', 'vip-set', bad])).toBeUndefined();
    expect(parseCommand(['loyalty', 'vip-set', path.join(dir, 'missing.json')])).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const args of [['loyalty'], ['loyalty', 'rebate-set', 'XYZ', '1'], ['loyalty', 'rebate-set', 'RNG', '101'], ['loyalty', 'rebate-set', 'RNG', '1', '--multiple'], ['loyalty', 'vip-review', '--month', '2026-13'], ['loyalty', 'mission-end', 'x'], ['loyalty', 'rebate-run', '--until', 'soon'], ['loyalty', 'missions', 'extra']]) {
      expect(parseCommand(args)).toBeUndefined();
    }
  });
});
