/**
 * Spec §1 language selector codes, as BCP 47 tags: CN → zh, TW → zh-TW, MY (Burmese) → my,
 * TY (Tagalog) → fil; "and others" → de, it, pl, nl, si, uk. Thai is the default. The portal's
 * locales and the languages a member may store on the platform (contract/member-language.ts).
 */
export const LOCALES = [
  'th', 'en', 'zh', 'zh-TW', 'ja', 'ko', 'vi', 'my', 'es', 'hi', 'id', 'km', 'ms', 'pt', 'ta', 'fil', 'ur',
  'tr', 'bn', 'ar', 'fa', 'ru', 'kk', 'uz', 'lo', 'ne', 'fr', 'te', 'sw', 'de', 'it', 'pl', 'nl', 'si', 'uk',
] as const;
export type Language = (typeof LOCALES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
