/** @jest-environment node */
// Issue #28 "Content": the admin API behind the back office's banner screen. A new banner is checked
// with the contract's schema (contract/content-admin.ts): bad input is refused with its field and
// nothing is stored; a good one is listed with every language's title; the preview draws the art a
// title would get without storing anything, and a title cannot break out of the SVG it is drawn in.
import { MoneyClient } from '../../support/money-client';
import { startPlatform, type RunningPlatform } from './platform-process';

jest.setTimeout(120_000);

let platform: RunningPlatform;
let client: MoneyClient;

beforeAll(async () => {
  platform = await startPlatform({ LOG_LEVEL: 'warn' });
  client = new MoneyClient(platform.url, platform.operatorKey);
});
afterAll(() => platform?.stop());

const list = async () => (await client.admin<{ id: number; title: Record<string, string>; url: string | null; enabled: boolean }[]>('GET', '/banners')).body.value!;

it('refuses a banner without an English title or with a link off the policy, and stores nothing', async () => {
  const before = await list();
  for (const banner of [
    { groupName: 'w_home', title: { th: 'คืนยอดเสีย' } },
    { groupName: 'w_home', title: { en: 'Cashback' }, url: 'http://evil.example' },
    { groupName: 'w_home', title: { en: 'Cashback' }, url: '//evil.example' },
    { groupName: 'w_everywhere', title: { en: 'Cashback' } },
    { groupName: 'w_home', title: { en: 'Cashback' }, sort: -1 },
  ]) {
    const answer = await client.admin('POST', '/banners', banner);
    expect([answer.status, answer.body.success]).toEqual([400, false]);
  }
  expect(await list()).toEqual(before);
});

it('lists a new banner with each language’s title; a blank language is none', async () => {
  const created = await client.admin<{ id: number }>('POST', '/banners', { groupName: 'w_home', title: { en: 'Weekend cashback', th: 'คืนยอดเสีย', 'zh-TW': '  ' }, url: '/promotions', sort: 5 });
  expect(created.status).toBe(200);
  expect((await list()).find((row) => row.id === created.body.value!.id)).toMatchObject({ title: { en: 'Weekend cashback', th: 'คืนยอดเสีย' }, url: '/promotions', enabled: true });
  expect(Object.keys((await list()).find((row) => row.id === created.body.value!.id)!.title).sort()).toEqual(['en', 'th']);
});

it('previews the art of a title in Thai and English, escaped, storing nothing', async () => {
  const before = await list();
  const preview = async (query: Record<string, string>) => client.admin<{ svg: string }>('GET', `/banners/preview?${new URLSearchParams(query)}`);
  const thai = await preview({ language: 'th', title: 'คืนยอดเสีย 10%', url: '/promotions' });
  expect(thai.status).toBe(200);
  expect(thai.body.value!.svg).toMatch(/^<svg [^>]*xml:lang="th"/);
  expect(thai.body.value!.svg).toContain('<title>คืนยอดเสีย 10%</title>');
  const hostile = await preview({ language: 'en', title: '</text><script>alert(1)</script>' });
  expect(hostile.body.value!.svg).not.toContain('<script>');
  expect(hostile.body.value!.svg).toContain('&lt;/text&gt;&lt;script&gt;');
  for (const query of [{ language: 'xx', title: 'Cashback' }, { language: 'en', title: '' }, { language: 'en', title: 'x'.repeat(121) }]) {
    expect((await preview(query)).status).toBe(400);
  }
  expect(await list()).toEqual(before);
});
