/** @jest-environment node */
// The seeded marquee, promotions and home banners read in every one of the 35 languages: real
// translations (not the English copied), in the language's own script, keeping the offer's amount.
import { HOME_BANNERS, NOTICES, PROMOTIONS } from '@/platform/src/seed/content-text';
import { offerAmount } from '@/platform/src/modules/content/rules/banner-art';
import { pickLanguage } from '@/platform/src/core/localized';
import { LOCALES } from '@/lib/i18n/locales';

const SCRIPTS: Record<string, RegExp> = {
  ar: /[\u0600-\u06FF]/,
  fa: /[\u0600-\u06FF]/,
  ur: /[\u0600-\u06FF]/,
  ja: /[\u3040-\u30FF\u4E00-\u9FFF]/,
  ko: /[\uAC00-\uD7AF]/,
  ru: /[\u0400-\u04FF]/,
  uk: /[\u0400-\u04FF]/,
  kk: /[\u0400-\u04FF]/,
  hi: /[\u0900-\u097F]/,
  ne: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  si: /[\u0D80-\u0DFF]/,
  km: /[\u1780-\u17FF]/,
  lo: /[\u0E80-\u0EFF]/,
  my: /[\u1000-\u109F]/,
  th: /[\u0E00-\u0E7F]/,
};

const texts = [
  ...NOTICES.flatMap((notice) => [notice.title, notice.content]),
  ...PROMOTIONS.flatMap((promotion) => [promotion.title, promotion.content]),
  ...HOME_BANNERS,
];

describe('seeded home content in every language', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s: every marquee notice, promotion and home banner is translated', (locale) => {
    for (const text of texts) {
      expect(Object.keys(text)).toContain(locale);
      expect(pickLanguage(text, locale)).not.toBe(text.en);
      if (SCRIPTS[locale]) expect(pickLanguage(text, locale)).toMatch(SCRIPTS[locale]);
    }
  });

  it('keeps the offer amount of a promotion and a banner in every language', () => {
    const [first] = PROMOTIONS;
    for (const locale of LOCALES) {
      expect(offerAmount(pickLanguage(first.title, locale))).toBe('10%');
      expect(offerAmount(pickLanguage(HOME_BANNERS[0], locale))).toBe('100%');
    }
  });

  it('wraps the body text of every language in a paragraph, not the titles', () => {
    expect(PROMOTIONS[0].content.ar).toBe('<p>أودع 300 أو أكثر لأول مرة واحصل على مكافأة 10% حتى 1,000.</p>');
    expect(NOTICES[0].title.ar).toBe('مرحبًا بك في Royal Bet: العب بمسؤولية، للبالغين 18+ فقط.');
  });
});
