import type { z } from 'zod';

// Text fields never carry control characters: a NUL byte breaks PostgreSQL text, and the others
// (escape, backspace, bidi-free C0/C1 codes) only serve to spoof logs and screens. Tab, line feed
// and carriage return stay allowed for multi-line text (messages, operator notes).
// Used by the BFF (every JSON body and query) and by the platform (every body and query).

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The path of the first string (or object key) with a control character, or null. */
export function controlCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = controlCharacterPath(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = controlCharacterPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

// Text an operator reads in a list or a review (payer names, real names, remarks, titles) is
// shown as it was typed: a line feed there forges a second row, and a bidirectional control
// (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F marks) makes
// the text read in another order than it is stored. Single-line text refuses every Unicode Cc
// and these; multi-line text (feedback, messages) keeps line feeds, carriage returns and tabs.
const BIDI = '\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const LINE_FORGERY = new RegExp(`[\\p{Cc}${BIDI}]`, 'u');
const TEXT_FORGERY = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}]`, 'u');

/** True when single-line text (a name, a remark, a title) holds a control or a bidi character. */
export function forgesLine(text: string): boolean {
  return LINE_FORGERY.test(text);
}

/** True when multi-line text holds a bidi character or a control other than tab, LF and CR. */
export function forgesText(text: string): boolean {
  return TEXT_FORGERY.test(text);
}

/** A single-line text schema an operator reads: refused (`control_characters`) as forgesLine says. */
export function plainLine<S extends z.ZodType<string>>(schema: S): S {
  return schema.refine((text) => !forgesLine(text), 'control_characters') as unknown as S;
}

/** A multi-line text schema an operator reads: refused (`control_characters`) as forgesText says. */
export function plainText<S extends z.ZodType<string>>(schema: S): S {
  return schema.refine((text) => !forgesText(text), 'control_characters') as unknown as S;
}
