// Issue 27 finding 2: the shared rule for text an operator reads (contract/control-characters.ts)
// and the registration fields (contract/validation-patterns.ts), which use it whatever their pattern.
import { z } from 'zod';
import { forgesLine, forgesText, plainLine, plainText } from '@/contract/control-characters';
import { checkField } from '@/contract/validation-patterns';

const BIDI = ['\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

it('single-line text refuses every Unicode Cc and every bidi control, and keeps any script', () => {
  for (const c of ['\n', '\r', '\t', '\u0000', '\u001B', '\u007F', '\u0085', '\u009F', ...BIDI]) expect(forgesLine(`Som${c}chai`)).toBe(true);
  for (const fair of ['Somchai Demo', 'สมชาย ใจดี', '王小明', 'محمد علي', 'José Müller-Ünal']) expect(forgesLine(fair)).toBe(false);
  expect(plainLine(z.string().trim().min(2)).safeParse('Som\nchai').success).toBe(false);
  expect(plainLine(z.string().trim().min(2)).safeParse('Somchai').success).toBe(true);
});

it('multi-line text keeps line breaks and tabs, refuses the other controls and every bidi control', () => {
  expect(forgesText('line one\r\nline two\tend')).toBe(false);
  for (const c of ['\u0000', '\u000B', '\u0085', ...BIDI]) expect(forgesText(`a${c}b`)).toBe(true);
  expect(plainText(z.string()).safeParse('a\u202Eb').success).toBe(false);
});

it('a registration field refuses a control or bidi character even under the any-character pattern', () => {
  const rule = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 60 };
  expect(checkField(rule, 'Somchai Demo')).toBeNull();
  expect(checkField(rule, 'Somchai\nDemo')).toMatchObject({ kind: 'pattern' });
  expect(checkField(rule, 'Somchai \u202Eomed')).toMatchObject({ kind: 'pattern' });
});
