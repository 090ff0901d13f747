/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_AREAS } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, string]],
  );
}

const read = (area: string, locale: string): Tree =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../messages', area, `${locale}.json`), 'utf8'));

const argumentsOf = (message: string) => new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]));

describe.each(MESSAGE_AREAS)('ICU messages of area %s', (area) => {
  const english = new Map(leaves(read(area, 'en')));

  it.each(routing.locales)('%s: every message parses, formats for any count, and keeps the English arguments', (locale) => {
    // Collected and compared once: an expect per format call was most of this suite's time.
    const problems: string[] = [];
    for (const [key, message] of leaves(read(area, locale))) {
      try {
        const format = new IntlMessageFormat(message, locale);
        // Every argument gets a number: valid for plain, number and plural arguments alike.
        for (const count of [0, 1, 2, 3, 5, 11, 21, 100]) {
          format.format(Object.fromEntries([...argumentsOf(message)].map((argument) => [argument, count])));
        }
      } catch (error) {
        problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const argument of argumentsOf(english.get(key) ?? '')) {
        if (!message.includes(`{${argument}`)) problems.push(`${key}: ${message} lacks {${argument}}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
