import { expect, test } from '@playwright/test';
import { platformUrl } from '../support/platform-admin';

const isWebp = (body: Buffer) => body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
const isPng = (body: Buffer) => body.subarray(1, 4).toString('latin1') === 'PNG';

test.describe('images through /img (the upstream PNGs, served as WebP)', () => {
  test('a game icon, a vendor icon and a banner come as WebP, lighter than the PNG, and cacheable', async ({ request }) => {
    const games = await (await request.get('/api/games?gameType=LIVE&pageNo=1')).json();
    const gameCode: string = games.list[0].gameCode;
    for (const name of [`games/${encodeURIComponent(gameCode)}`, 'vendors/PG', 'content/banner-w_home-1']) {
      const webp = await request.get(`/img/${name}.webp`);
      expect(webp.status(), name).toBe(200);
      expect(webp.headers()['content-type']).toBe('image/webp');
      expect(webp.headers()['cache-control']).toContain('public');
      const webpBody = await webp.body();
      expect(isWebp(webpBody), name).toBe(true);

      const png = await request.get(`/img/${name}.png`);
      expect(png.headers()['content-type']).toBe('image/png');
      const pngBody = await png.body();
      expect(isPng(pngBody), name).toBe(true);
      expect(webpBody.length, name).toBeLessThan(pngBody.length / 2);

      // A second request is answered from the converted copy: the same bytes.
      expect((await (await request.get(`/img/${name}.webp`)).body()).equals(webpBody)).toBe(true);
    }
  });

  test("a mall item's picture (drawn by the platform for its id and kind) comes as WebP; another kind or an unknown item is 404", async ({ request }) => {
    const listed = await fetch(`${platformUrl}/admin/mall/items`, { headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } });
    const items = (await listed.json()).value as { id: number; kind: 'goods' | 'bonus' }[];
    for (const kind of ['goods', 'bonus'] as const) {
      const item = items.find((i) => i.kind === kind)!;
      const webp = await request.get(`/img/mall/${item.id}-${kind}.webp`);
      expect(webp.status(), kind).toBe(200);
      expect(webp.headers()['content-type']).toBe('image/webp');
      expect(isWebp(await webp.body())).toBe(true);
      const other = kind === 'goods' ? 'bonus' : 'goods';
      expect((await request.get(`/img/mall/${item.id}-${other}.webp`)).status()).toBe(404);
    }
    expect((await request.get('/img/mall/999999-goods.webp')).status()).toBe(404);
    expect((await request.get('/img/mall/1.webp')).status()).toBe(404);
  });

  test('unknown images are 404, other names and formats are refused', async ({ request }) => {
    expect((await request.get('/img/games/NO_SUCH_GAME_1.webp')).status()).toBe(404);
    expect((await request.get('/img/games/NO_SUCH_GAME_1.png')).status()).toBe(404);
    for (const path of ['/img/games/x.gif', '/img/other/PG.webp', '/img/games/..%2Fsecret.webp', '/img/games/a%20b.webp']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
