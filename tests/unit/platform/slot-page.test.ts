/** @jest-environment jsdom */
// The local vendor's slot page as a player sees it: its own script runs against a spin answer; a
// jackpot win (the answer's `jackpot` field) shows the pool paid, in the page's language, and the
// next spin hides it again.
import { slotPage } from '@/platform/src/modules/games/rules/local-vendor-page';

type SpinAnswer = { success: true; value: Record<string, unknown> };

function load(language: string, answers: SpinAnswer[]) {
  const html = slotPage({ language, gameName: 'Diamond Jackpot', balance: '100.00', currencySymbol: '฿', minBet: '1.00', playToken: 'x'.repeat(32), nonce: 'n' });
  const [, script] = /<script nonce="n">([\s\S]*)<\/script><\/body>/.exec(html)!;
  document.documentElement.lang = language;
  document.body.innerHTML = /<body>([\s\S]*)<script nonce/.exec(html)![1];
  const sent: unknown[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    sent.push(JSON.parse(init?.body ?? '{}'));
    return { json: async () => answers.shift() } as Response;
  }) as typeof fetch;
  Object.defineProperty(global, 'crypto', { value: { randomUUID: () => `spin-${sent.length}` }, configurable: true });
  new Function(script)();
  return { sent, byId: (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement };
}

async function spin(page: ReturnType<typeof load>) {
  page.byId('spin').click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const round = (extra: Record<string, unknown>): SpinAnswer => ({ success: true, value: { reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'], win: '100.00', balance: '50199.00', ...extra } });

describe('slot page: a jackpot win', () => {
  it.each([
    ['en', /^JACKPOT! Three diamonds take the pool: ฿ 50,123\.45 is yours\.$/],
    ['th', /^แจ็กพอต! เพชรสามเม็ดรับเงินรางวัลทั้งกอง ฿ 50,123\.45 เป็นของคุณ$/],
    ['zh', /^头奖！三颗钻石赢得整个奖池：฿ 50,123\.45 归您所有。$/],
    ['ar', /^الجائزة الكبرى! ثلاث ماسات تربح الحصيلة كلها: ฿ 50[,٬]123[.٫]45 لك\.$/],
  ])('shows the pool paid in %s, and the next spin without one hides it', async (language, expected) => {
    const page = load(language, [round({ jackpot: '50123.45' }), round({ reels: ['BLANK', 'LEMON', 'BELL'], win: '0.00', balance: '50198.00' })]);
    const jackpot = page.byId('jackpot');
    expect(jackpot.hidden).toBe(true);
    await spin(page);
    expect(jackpot.hidden).toBe(false);
    expect(jackpot.textContent).toMatch(expected);
    expect(jackpot.getAttribute('role')).toBe('alert');
    expect(page.byId('balance').textContent).toBe('50199.00');
    expect([...page.byId('reels').querySelectorAll('.reel')].map((reel) => (reel as HTMLElement).dataset.symbol)).toEqual(['DIAMOND', 'DIAMOND', 'DIAMOND']);
    expect(page.byId('reels').querySelectorAll('.reel svg')).toHaveLength(3);
    await spin(page);
    expect(jackpot.hidden).toBe(true);
    expect(jackpot.textContent).toBe('');
    expect(page.sent).toHaveLength(2);
  });

  it('reads right to left in Arabic', () => {
    expect(slotPage({ language: 'ar', gameName: 'x', balance: '1.00', currencySymbol: '฿', minBet: '1.00', playToken: 'x'.repeat(32), nonce: 'n' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('shows nothing for an ordinary win', async () => {
    const page = load('en', [round({ reels: ['CHERRY', 'CHERRY', 'BLANK'], win: '2.00' })]);
    await spin(page);
    expect(page.byId('jackpot').hidden).toBe(true);
    expect(page.byId('result').textContent).toBe('You win 2.00!');
  });
});

describe('slot page: a stand-in', () => {
  const page = (standIn: boolean, gameName = 'Ocean Fishing King') =>
    slotPage({ language: 'en', gameName, balance: '1.00', currencySymbol: '฿', minBet: '1.00', playToken: 'x'.repeat(32), nonce: 'n', standIn });

  it('says under the tile’s name that this is the three-reel slot, not that game; an ordinary slot says nothing', () => {
    expect(page(true)).toContain('<p class="stand-in" role="note" data-testid="stand-in">Stand-in: “Ocean Fishing King” is not run on this site. This is our own three-reel slot, played with your real balance.</p>');
    expect(page(false)).not.toContain('data-testid="stand-in"');
  });

  it('writes the name as text, whatever it holds', () => {
    expect(page(true, '<b>$& Fish</b>')).toContain('“&lt;b&gt;$&amp; Fish&lt;/b&gt;”');
  });
});
