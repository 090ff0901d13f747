/** @jest-environment node */
// The banner contract the back office's form and the platform's admin API both check
// (contract/content-admin.ts): what a new banner may say and link to, and what a preview asks.
import { bannerInput, bannerPreviewQuery } from '@/contract/content-admin';

const problems = (value: unknown) => {
  const parsed = bannerInput.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a new banner', () => {
  const banner = { groupName: 'w_home', title: { en: 'Weekend cashback', th: 'คืนยอดเสียสุดสัปดาห์' }, url: '/promotions', sort: 3 };

  it('takes a title per language, a portal path or an https address, and its place', () => {
    expect(bannerInput.parse(banner)).toEqual(banner);
    expect(bannerInput.parse({ ...banner, url: 'https://promo.example.co.th/weekend' }).url).toBe('https://promo.example.co.th/weekend');
    expect(bannerInput.parse({ ...banner, sort: undefined }).sort).toBe(0);
  });

  it('reads a blank language as no text in it, and a blank link as none', () => {
    expect(bannerInput.parse({ ...banner, title: { en: 'Weekend cashback', th: '   ' }, url: ' ' })).toEqual({ ...banner, title: { en: 'Weekend cashback' }, url: null });
  });

  it('needs the English title, the fallback of every other language', () => {
    expect(problems({ ...banner, title: { th: 'คืนยอดเสีย' } })).toEqual(['title.en: english_required']);
    expect(problems({ ...banner, title: { en: '  ', th: 'คืนยอดเสีย' } })).toEqual(['title.en: english_required']);
  });

  it('refuses links that could lead anywhere but this portal or an https site', () => {
    for (const url of ['http://evil.example/promo', '//evil.example', '/\\evil.example', '/%2F/evil.example', 'javascript:alert(1)', 'data:text/html,x', `/${'a'.repeat(500)}`]) {
      expect([url, problems({ ...banner, url })]).toEqual([url, ['url: url_invalid']]);
    }
  });

  it('refuses an unknown place, a long title, an odd language and an order out of range', () => {
    expect(problems({ ...banner, groupName: 'w_everywhere' })).toEqual(['groupName: group_invalid']);
    expect(problems({ ...banner, title: { en: 'x'.repeat(121) } })).toEqual(['title.en: text_too_long']);
    expect(problems({ ...banner, title: { en: 'Cashback', 'th-th<script>': 'x' } })).toEqual(['title.th-th<script>: language_invalid']);
    for (const sort of [-1, 10_001, 1.5, '3']) expect(problems({ ...banner, sort })).toEqual(['sort: sort_invalid']);
  });
});

describe('a banner preview', () => {
  it('asks one language of the two the desk writes, a title of 1 to 120 characters, and an optional link', () => {
    expect(bannerPreviewQuery.parse({ language: 'th', title: ' คืนยอดเสีย ', url: '/promotions' })).toEqual({ language: 'th', title: 'คืนยอดเสีย', url: '/promotions' });
    expect(bannerPreviewQuery.safeParse({ language: 'zz', title: 'x' }).success).toBe(false);
    expect(bannerPreviewQuery.safeParse({ language: 'en', title: '' }).success).toBe(false);
    expect(bannerPreviewQuery.safeParse({ language: 'en', title: 'x'.repeat(121) }).success).toBe(false);
  });
});
