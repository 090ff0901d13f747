/** @jest-environment node */
// The generated art carries what it shows: a game tile its vendor, the motif of its kind or a slot's
// theme, in its vendor's frame style, and its name only as the image's title (the tile prints it);
// a vendor card its name; a banner its headline, amount and call to action in the reader's language.
import sharp from 'sharp';
import { fitText, motifOf } from '@/platform/src/core/images/art-kit';
import { artLanguage, bannerSvg, offerAmount, phoneBannerSvg, type BannerText } from '@/platform/src/modules/content/rules/banner-art';
import { FRAME_STYLES, frameStyleOf, gameIconSvg, vendorIconSvg } from '@/platform/src/modules/games/rules/icon-art';
import { SLOT_THEMES, slotThemeOf } from '@/platform/src/modules/games/rules/slot-themes';

const tile = (gameType: string, name: string, vendorName = 'Vendor') => gameIconSvg({ gameCode: `X_${name.replace(/\W/g, '')}`, name, gameType, vendorCode: 'X', vendorName });

describe('game tiles', () => {
  it.each([
    ['LIVE', 'Speed Baccarat A', 'Evolution', 'cards'],
    ['LIVE', 'Lightning Roulette', 'Evolution', 'wheel'],
    ['LIVE', 'Sic Bo Thai', 'Dream Gaming', 'dice'],
    ['RNG', 'Golden Dragon Megaways', 'PG Soft', 'reels'],
    ['SPORTS', 'Sportsbook', 'SBOBET', 'ball'],
    ['SPORTS', 'Live Betting', 'SV388 Cockfight', 'rooster'],
    ['SPORTS', 'Live Betting', 'AV E-Sports', 'controller'],
    ['LOTT', 'Lotto 5D', 'TCG Lottery', 'numbers'],
    ['FISH', 'Ocean King Deluxe', 'JILI Fishing', 'fish'],
    ['PVP', 'Pok Deng Club', 'Kingmaker', 'cards'],
    ['BGS', 'Aviator X', 'Spribe', 'rocket'],
  ])('%s "%s" by %s shows %s and its vendor; its name is the title only', (gameType, name, vendorName, motif) => {
    expect(motifOf(gameType, name, vendorName)).toBe(motif);
    const svg = gameIconSvg({ gameCode: 'G_1', name, gameType, vendorCode: 'V', vendorName });
    expect(svg).toContain(`data-motif="${motif}"`);
    expect(svg).toContain(`<title>${name}</title>`);
    // The portal's tile prints the name under the picture: the picture does not print it again.
    expect(svg.replace(`<title>${name}</title>`, '')).not.toContain(name.split(' ')[0]);
    expect(svg).toContain(vendorName.toUpperCase());
  });

  it.each([
    ['Fortune Gods', 'coins'],
    ['Sweet Bonanza', 'fruit'],
    ['Gem Saviour Sword', 'gem'],
    ['Fire Chibi', 'flame'],
    ['Queen of Bounty', 'crown'],
    ['Moon Princess', 'moon'],
    ['Wild Bandito', 'paw'],
    ['Book of Dead', 'pyramid'],
    ['Lucky Neko', 'clover'],
    ['Ninja vs Samurai', 'swords'],
  ])('the slot "%s" shows its theme, %s', (name, theme) => {
    expect(slotThemeOf(name)).toBe(theme);
    expect(tile('RNG', name)).toContain(`data-theme="${theme}"`);
  });

  it('keeps the classic reels for a slot whose name says no theme, and themes only slots', () => {
    expect(slotThemeOf('Classic 777')).toBeUndefined();
    expect(tile('RNG', 'Classic 777')).not.toContain('data-theme');
    expect(tile('LIVE', 'Golden Baccarat')).not.toContain('data-theme');
  });

  it('draws every theme, and frames a vendor’s games alike and other vendors differently', async () => {
    const themed = SLOT_THEMES.map((theme) => tile('RNG', { coins: 'Gold', gem: 'Jewel', fruit: 'Fruit', flame: 'Fire', crown: 'King', moon: 'Moon', paw: 'Tiger', pyramid: 'Egypt', clover: 'Clover', swords: 'Ninja' }[theme]));
    for (const [i, svg] of themed.entries()) {
      expect(svg).toContain(`data-theme="${SLOT_THEMES[i]}"`);
      expect((await sharp(Buffer.from(svg)).png().metadata()).width).toBe(240);
    }
    const styles = new Set(['PG', 'PP', 'JL', 'JK', 'EVO', 'SG', 'PNG', 'SBO', 'DG', 'KM'].map(frameStyleOf));
    expect(styles.size).toBeGreaterThanOrEqual(3);
    const game = (gameCode: string, vendorCode: string) => gameIconSvg({ gameCode, name: 'Any', gameType: 'RNG', vendorCode, vendorName: vendorCode });
    expect(/data-frame="(\w+)"/.exec(game('A', 'PG'))?.[1]).toBe(frameStyleOf('PG'));
    expect(/data-frame="(\w+)"/.exec(game('B', 'PG'))?.[1]).toBe(/data-frame="(\w+)"/.exec(game('A', 'PG'))?.[1]);
    expect(FRAME_STYLES).toContain(frameStyleOf('PG'));
  });

  it('escapes names and renders to a 240×240 image', async () => {
    const svg = tile('RNG', 'Fish & <Chips>');
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    const meta = await sharp(Buffer.from(svg)).png().metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);
  });

  it('fits long names on two lines, cutting what still does not fit', () => {
    expect(fitText('Lotto 5D', 212, 26).lines).toEqual(['Lotto 5D']);
    expect(fitText('Golden Dragon Megaways', 212, 26).lines).toHaveLength(2);
    const cut = fitText('Supercalifragilisticexpialidocious Megaways Deluxe Edition', 100, 26, 2, 14);
    expect(cut.lines.some((line) => line.endsWith('…'))).toBe(true);
  });
});

describe('vendor wordmarks', () => {
  it('show the vendor name', () => {
    const svg = vendorIconSvg({ code: 'PP', name: 'Pragmatic Play', gameType: 'RNG' });
    expect(svg).toContain('Pragmatic');
    expect(svg).toContain('Play');
    expect(svg).toContain('data-motif="reels"');
  });
});

describe('banners', () => {
  it('carry headline, amount and call to action in Thai', async () => {
    const svg = bannerSvg({ key: 'b1', language: 'th', headline: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก', action: 'claim', motif: 'gift' });
    expect(svg).toContain('โบนัสต้อนรับ');
    expect(svg).toMatch(/data-amount="1">100%</);
    expect(svg).toContain('รับเลย');
    const meta = await sharp(Buffer.from(svg)).png().metadata();
    expect([meta.width, meta.height]).toEqual([1200, 400]);
  });

  it('are drawn right to left in Arabic', () => {
    const svg = bannerSvg({ key: 'b2', language: 'ar', headline: 'مكافأة ترحيبية 100%', action: 'play', motif: 'reels' });
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('العب الآن');
    expect(svg).toContain('data-motif="reels"');
  });

  it('take the amount from the description when the headline has none', () => {
    expect(offerAmount('Invite friends', 'Earn up to 1,000 a day')).toBe('1,000');
    expect(offerAmount('Daily rebate', undefined)).toBeUndefined();
    const svg = bannerSvg({ key: 'b3', language: 'en', headline: 'First deposit bonus', detail: 'Get 10% more', action: 'claim', motif: 'gift' });
    expect(svg).toMatch(/data-amount="1">10%</);
    expect(svg).toContain('Claim now');
  });

  // Issue #30: one banner the width of a phone (~360 px) shrinks the wide art to 30 %; its phone
  // drawing keeps the box (3:1) and draws the copy larger relative to it, so it reads.
  it('have a phone drawing: the same copy in the same 3:1 box, the headline and button text larger', async () => {
    const long: BannerText = { key: 'b4', language: 'th', headline: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรกของสมาชิกใหม่ทุกท่าน', action: 'claim', motif: 'gift' };
    const sizes = (svg: string) => [...svg.matchAll(/<text [^>]*font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    const width = (svg: string) => Number(/<svg [^>]*width="(\d+)"/.exec(svg)![1]);
    const wide = bannerSvg(long);
    const phone = phoneBannerSvg(long);
    expect(phone).toContain('สำหรับการฝากครั้งแรก');
    expect(phone).toMatch(/data-amount="1">100%</);
    expect(phone).toContain('รับเลย');
    const meta = await sharp(Buffer.from(phone)).png().metadata();
    expect([meta.width, meta.height]).toEqual([900, 300]);
    // Drawn 358 px wide (a 390 px phone): the headline at 14 px or more, the button's text too.
    const onPhone = (svg: string, size: number) => (size * 358) / width(svg);
    const headline = sizes(phone)[0];
    const cta = sizes(phone).at(-1)!;
    expect(onPhone(phone, headline)).toBeGreaterThanOrEqual(14);
    expect(onPhone(phone, cta)).toBeGreaterThanOrEqual(14);
    expect(onPhone(phone, headline)).toBeGreaterThan(onPhone(wide, sizes(wide)[0]) * 1.3);
    expect(onPhone(wide, sizes(wide).at(-1)!)).toBeLessThan(10);
    const rtl = phoneBannerSvg({ key: 'b5', language: 'ar', headline: 'مكافأة ترحيبية 100%', action: 'play', motif: 'reels' });
    expect(rtl).toContain('direction="rtl"');
    expect(rtl).toContain('data-motif="reels"');
  });

  it('fall back to English for scripts no installed font draws', () => {
    expect(artLanguage('th')).toBe('th');
    expect(artLanguage('ar')).toBe('ar');
    expect(artLanguage('zh')).toBe('en');
    expect(artLanguage(undefined)).toBe('en');
  });
});
