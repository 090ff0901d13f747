import type { LOCALES } from './locales';

/** Each language's own name, as a language selector shows it. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  th: 'ไทย', en: 'English', zh: '简体中文', 'zh-TW': '繁體中文', ja: '日本語', ko: '한국어', vi: 'Tiếng Việt',
  my: 'မြန်မာ', es: 'Español', hi: 'हिन्दी', id: 'Bahasa Indonesia', km: 'ខ្មែរ', ms: 'Bahasa Melayu',
  pt: 'Português', ta: 'தமிழ்', fil: 'Filipino', ur: 'اردو', tr: 'Türkçe', bn: 'বাংলা', ar: 'العربية',
  fa: 'فارسی', ru: 'Русский', kk: 'Қазақ', uz: 'Oʻzbek', lo: 'ລາວ', ne: 'नेपाली', fr: 'Français',
  te: 'తెలుగు', sw: 'Kiswahili', de: 'Deutsch', it: 'Italiano', pl: 'Polski', nl: 'Nederlands', si: 'සිංහල',
  uk: 'Українська',
};
