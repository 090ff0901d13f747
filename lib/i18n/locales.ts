/**
 * Spec §1 language selector codes, as BCP 47 tags: CN → zh, TW → zh-TW, MY (Burmese) → my,
 * TY (Tagalog) → fil; "and others" → de, it, pl, nl, si, uk. Thai is the default.
 */
export const LOCALES = [
  'th', 'en', 'zh', 'zh-TW', 'ja', 'ko', 'vi', 'my', 'es', 'hi', 'id', 'km', 'ms', 'pt', 'ta', 'fil', 'ur',
  'tr', 'bn', 'ar', 'fa', 'ru', 'kk', 'uz', 'lo', 'ne', 'fr', 'te', 'sw', 'de', 'it', 'pl', 'nl', 'si', 'uk',
] as const;

const RTL: readonly string[] = ['ar', 'fa', 'ur'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL.includes(locale) ? 'rtl' : 'ltr';
}
