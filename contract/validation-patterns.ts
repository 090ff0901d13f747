/**
 * The spec's 24 validation patterns (§5), numbered 0–23 as the server's register settings name
 * them (`patternId`). Each has a default regular expression (the server may send its own
 * `acceptedPattern`; a lone `*` means anything) and a message key in `validation.pattern<id>`
 * whose text takes `{min}` and `{max}`. Shared by the portal's forms, the BFF and the platform.
 */
import { forgesLine } from './control-characters';

export interface ValidationPattern {
  id: number;
  regex: RegExp;
  /** What the rule accepts, for readers of this file. */
  describes: string;
}

const p = (id: number, regex: RegExp, describes: string): ValidationPattern => ({ id, regex, describes });

export const PATTERNS: readonly ValidationPattern[] = [
  p(0, /^[\s\S]*$/, 'any characters'),
  p(1, /^[A-Za-z][A-Za-z0-9]*$/, 'a letter first, then letters and digits'),
  p(2, /^[\u4e00-\u9fa50-9]+$/, 'Chinese characters and digits'),
  p(3, /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, 'an e-mail address'),
  p(4, /^([A-Za-z]+|[0-9]+)$/, 'letters only or digits only'),
  p(5, /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/, 'letters and digits combined'),
  p(6, /^[0-9]+$/, 'digits only'),
  p(7, /^(?=.*[A-Z])[A-Za-z0-9]+$/, 'letters and digits with at least one uppercase letter'),
  p(8, /^[A-Za-z ]+$/, 'English letters and spaces'),
  p(9, /^\S+$/, 'no spaces'),
  p(10, /^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff5e·、，。！？；：“”‘’（）《》]+$/, 'Chinese characters and punctuation'),
  p(11, /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date yyyy-MM-dd'),
  p(12, /^[\p{L}\p{M} ]+$/u, 'letters (any script) and spaces'),
  p(13, /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/, 'a date MM-dd-yyyy'),
  p(14, /^[A-Za-z0-9]+$/, 'letters and digits only'),
  p(15, /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/, 'Korean only'),
  p(16, /^[\u0e00-\u0e7f]+$/, 'Thai only'),
  p(17, /^[\u0e00-\u0e7fA-Za-z ]+$/, 'Thai or English letters with spaces'),
  p(18, /^(?=.*[A-Z])[A-Z ]+$/, 'uppercase letters and spaces, at least one letter'),
  p(19, /^[\x21-\x7e]+$/, 'letters, digits and symbols (no spaces)'),
  p(20, /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/, 'a strong password: upper, lower, digit and symbol'),
  p(21, /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)+$/u, 'a full name: first and last name separated by a space'),
  p(22, /^[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u4e00-\u9faf\uff01-\uff5e\uff10-\uff19ー]+$/, 'full-width Japanese only'),
  p(23, /^[A-Z]+$/, 'uppercase letters only, no spaces'),
];

/** Server-driven configuration of one registration field (spec §3). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or `*` for anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: number; min: number; max: number };

function compile(source: string, patternId: number): RegExp {
  if (source === '*') return PATTERNS[0].regex;
  try {
    return new RegExp(source, 'u');
  } catch {
    // A pattern the server sent that this engine cannot read: fall back to the numbered rule.
    return (PATTERNS[patternId] ?? PATTERNS[0]).regex;
  }
}

/**
 * Checks one value against its field rule: required, then length (in characters) and pattern.
 * Returns null when the value is acceptable (an empty optional field is acceptable).
 */
export function checkField(rule: FieldRule, raw: string | undefined | null): FieldProblem | null {
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? { kind: 'required' } : null;
  const length = [...value].length;
  // Every registration field is one line an operator reads: no control or bidi characters, whatever the pattern.
  const fits = !forgesLine(value) && length >= rule.minLength && length <= rule.maxLength && compile(rule.acceptedPattern, rule.patternId).test(value);
  return fits ? null : { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
}
