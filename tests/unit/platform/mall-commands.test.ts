/** @jest-environment node */
import { describeMall, parseMallCommand } from '../../../platform/src/ops/mall-commands';

describe('npm run ops -- mall / points / referral / rewards', () => {
  it('parses the catalogue and order commands into admin API calls', () => {
    expect(parseMallCommand(['mall', 'items'])).toEqual({ kind: 'mall', method: 'GET', path: '/mall/items', body: undefined });
    expect(parseMallCommand(['mall', 'item', 'add', '--name', 'Mug', '--kind', 'goods', '--points', '500', '--stock', '3'])).toEqual({
      kind: 'mall',
      method: 'POST',
      path: '/mall/items',
      body: { name: 'Mug', kind: 'goods', pointsPrice: 500, stock: 3 },
    });
    expect(parseMallCommand(['mall', 'item', 'set', '4', '--stock', '10', '--status', 'hidden'])?.body).toEqual({ stock: 10, status: 'hidden' });
    expect(parseMallCommand(['mall', 'orders', '--state', '0'])?.path).toBe('/mall/orders?state=0');
    expect(parseMallCommand(['mall', 'order', 'PMABC123', 'reject', '--remark', 'no stock'])).toMatchObject({ path: '/mall/orders/PMABC123/reject', body: { remark: 'no stock' } });
    expect(parseMallCommand(['points', 'set', 'bet', 'RNG', '1000'])?.body).toEqual({ betPerPoint: { RNG: 1000 } });
    expect(parseMallCommand(['points', 'adjust', 'player01', '-50', 'fix-1'])?.body).toEqual({ account: 'player01', points: -50, reference: 'fix-1' });
    expect(parseMallCommand(['referral', 'set', 'betShareBps', '75'])?.body).toEqual({ betShareBps: 75 });
    expect(parseMallCommand(['rewards', 'accrue'])?.path).toBe('/rewards/accrue');
  });

  it('refuses what it does not know (the CLI prints its usage)', () => {
    for (const args of [['mall'], ['mall', 'order', 'X', 'ship'], ['mall', 'item', 'add', '--name'], ['points', 'adjust', 'a'], ['rewards', 'later'], ['mall', 'item', 'set', 'x']]) {
      expect(parseMallCommand(args)).toBeUndefined();
    }
  });

  it('describes items and orders one per line', () => {
    expect(describeMall([{ id: 1, name: 'Mug', kind: 'goods', pointsPrice: 500, stock: 3, status: 'active' }])).toBe('#1  Mug  (goods)  500 pts  stock 3  active');
    expect(describeMall([])).toBe('(none)');
  });
});
