/** @jest-environment node */
import { safeNextPath } from '@/components/auth/safe-next-path';
import { gateFor } from '@/lib/route-gates';

describe('gateFor (spec §2, §6)', () => {
  it.each([
    ['/agentHome', 'agent'],
    ['/agentHome/team', 'agent'],
    ['/member', 'login'],
    ['/lottery', 'login'],
    ['/vnLottery', 'login'],
    ['/withdraw', 'login'],
    ['/', null],
    ['/agent', null],
    ['/live', null],
    ['/promotions', null],
  ])('%s needs %s', (path, gate) => expect(gateFor(path)).toBe(gate));
});

describe('safeNextPath', () => {
  it.each([
    ['/member', '/member'],
    ['/en/live?x=1', '/en/live?x=1'],
    ['//evil.example', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    [null, null],
  ])('%s → %s', (input, expected) => expect(safeNextPath(input)).toBe(expected));
});
