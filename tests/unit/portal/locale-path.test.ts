/** @jest-environment node */
import { getPathname } from '@/lib/i18n/navigation';
import { localizedPath, unlocalizedPath } from '@/lib/i18n/locale-path';
import { LOCALES } from '@/lib/i18n/locales';

const PATHS = ['/', '/live', '/rng?vassalage=PG', '/help#term', '/promotions#promotion-16', '/member/wallet'];

describe('localizedPath (Thai without a prefix, every other language with its own)', () => {
  it('gives Thai paths as they are and prefixes the others', () => {
    expect(localizedPath('/live', 'th')).toBe('/live');
    expect(localizedPath('/', 'th')).toBe('/');
    expect(localizedPath('/live', 'en')).toBe('/en/live');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/rng?vassalage=PG', 'zh-TW')).toBe('/zh-TW/rng?vassalage=PG');
    expect(localizedPath('/?tab=1', 'en')).toBe('/en?tab=1');
    expect(localizedPath('/#top', 'en')).toBe('/en#top');
  });

  it('agrees with next-intl (the server redirects) for every language', () => {
    for (const locale of LOCALES) {
      for (const path of PATHS.filter((candidate) => !/[?#]/.test(candidate))) {
        expect(localizedPath(path, locale)).toBe(getPathname({ href: path, locale }));
      }
    }
  });
});

describe('unlocalizedPath', () => {
  it('removes a language prefix and keeps Thai paths', () => {
    expect(unlocalizedPath('/en/live')).toBe('/live');
    expect(unlocalizedPath('/en')).toBe('/');
    expect(unlocalizedPath('/zh-TW/rng')).toBe('/rng');
    expect(unlocalizedPath('/live')).toBe('/live');
    expect(unlocalizedPath('/')).toBe('/');
    expect(unlocalizedPath('/enx/live')).toBe('/enx/live');
  });

  it('undoes localizedPath for every language and path', () => {
    for (const locale of LOCALES) for (const path of PATHS.filter((candidate) => !/[?#]/.test(candidate))) expect(unlocalizedPath(localizedPath(path, locale))).toBe(path);
  });
});
