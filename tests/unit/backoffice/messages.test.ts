/** @jest-environment node */
// The back office speaks Thai and English (issue #28): both message files hold the same keys, every
// refusal the back office explains has its text in both, and the ICU placeholders match.
import en from '@bo/messages/en.json';
import th from '@bo/messages/th.json';
import { FIELD_PROBLEMS, KNOWN_ERRORS } from '@bo/lib/error-codes';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
const english = flatten(en as Tree);
const thai = flatten(th as Tree);

test('Thai and English hold the same keys, none empty, with the same placeholders', () => {
  expect([...thai.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of english) {
    expect(text.trim()).not.toBe('');
    expect(thai.get(key)!.trim()).not.toBe('');
    expect([key, placeholders(thai.get(key)!)]).toEqual([key, placeholders(text)]);
  }
});

test('every refusal and field problem the back office explains has its text in both languages', () => {
  for (const code of [...KNOWN_ERRORS, 'unknown', 'staff_locked_until']) {
    expect(english.has(`errors.${code}`) ? code : `missing en errors.${code}`).toBe(code);
    expect(thai.has(`errors.${code}`) ? code : `missing th errors.${code}`).toBe(code);
  }
  for (const problem of [...FIELD_PROBLEMS, 'invalid']) {
    expect(english.has(`fields.${problem}`) && thai.has(`fields.${problem}`) ? problem : `missing fields.${problem}`).toBe(problem);
  }
});
