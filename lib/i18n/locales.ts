/**
 * Spec §1 language selector codes, as BCP 47 tags: CN → zh, TW → zh-TW, MY (Burmese) → my,
 * TY (Tagalog) → fil; "and others" → de, it, pl, nl, si, uk. Thai is the default.
 */
export const LOCALES = [
  'th', 'en', 'zh', 'zh-TW', 'ja', 'ko', 'vi', 'my', 'es', 'hi', 'id', 'km', 'ms', 'pt', 'ta', 'fil', 'ur',
  'tr', 'bn', 'ar', 'fa', 'ru', 'kk', 'uz', 'lo', 'ne', 'fr', 'te', 'sw', 'de', 'it', 'pl', 'nl', 'si', 'uk',
] as const;

/** Each language's own name, as a language selector shows it. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  th: 'ไทย', en: 'English', zh: '简体中文', 'zh-TW': '繁體中文', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt',
  my: 'မြန်မာ', es: 'Español', hi: 'हिन्दी', id: 'Bahasa Indonesia', km: 'ខ្មែរ', ms: 'Bahasa Melayu',
  pt: 'Português', ta: 'தமிழ்', fil: 'Filipino', ur: 'اردو', tr: 'Türkçe', bn: 'বাংলা', ar: 'العربية',
  fa: 'فارسی', ru: 'Русский', kk: 'Қазақ', uz: 'Oʻzbek', lo: 'ລາວ', ne: 'नेपाली', fr: 'Français',
  te: 'తెలుగు', sw: 'Kiswahili', de: 'Deutsch', it: 'Italiano', pl: 'Polski', nl: 'Nederlands', si: 'සිංහල',
  uk: 'Українська',
};

const RTL: readonly string[] = ['ar', 'fa', 'ur'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL.includes(locale) ? 'rtl' : 'ltr';
}
