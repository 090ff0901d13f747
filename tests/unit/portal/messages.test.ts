/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeTrees } from '@/lib/i18n/merge-trees';
import { loadMessages, MESSAGE_AREAS } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function read(area: string, locale: string): Tree {
  return JSON.parse(readFileSync(path.join(__dirname, '../../../messages', area, `${locale}.json`), 'utf8'));
}

describe('messages', () => {
  describe.each(MESSAGE_AREAS)('area %s', (area) => {
    const english = keys(read(area, 'en')).sort();

    it.each(routing.locales.filter((locale) => locale !== 'en'))('%s has every English key and no extra one', (locale) => {
      expect(keys(read(area, locale)).sort()).toEqual(english);
    });

    it.each(routing.locales)('%s has no empty message', (locale) => {
      const tree = read(area, locale);
      const empty = keys(tree).filter((key) => {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });

  it('loads all areas into one tree and falls back to English for an unknown locale', async () => {
    const messages = await loadMessages('xx');
    expect(messages.login.title).toBe('Log in');
    expect(messages.meta.siteName).toBe('Royal Bet');
  });

  it('lays a translation over its fallback and keeps a compiled message (an array) whole', () => {
    // The build hands mergeTrees messages compiled by icu-minify (next.config.ts): arrays, not trees.
    const fallback = { sms: { resend: ['Resend in ', ['seconds'], ' s'], send: 'Send code' } };
    const translated = { sms: { resend: ['ส่งอีกครั้งใน ', ['seconds'], ' วินาที'] } };
    expect(mergeTrees(fallback, translated)).toEqual({ sms: { resend: ['ส่งอีกครั้งใน ', ['seconds'], ' วินาที'], send: 'Send code' } });
  });

  it('keeps the translation where one exists', async () => {
    const messages = await loadMessages('th');
    expect(messages.login.title).toBe('เข้าสู่ระบบ');
  });
});
