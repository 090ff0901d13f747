import accountEn from '../../messages/account/en.json';
import accountTh from '../../messages/account/th.json';
import siteEn from '../../messages/site/en.json';
import siteTh from '../../messages/site/th.json';
import edgeEn from '../../messages/edge/en.json';
import edgeTh from '../../messages/edge/th.json';

/** The journeys run in Thai (default, no prefix) and English; texts come from the message files. */
export interface TestLocale {
  name: string;
  prefix: string;
  /** Every locale has the English keys (tests/unit/portal/messages.test.ts enforces it). */
  account: typeof accountEn;
  site: typeof siteEn;
  /** Issue 15's texts (messages/edge). */
  edge: typeof edgeEn;
}

export const LOCALES: readonly TestLocale[] = [
  { name: 'th', prefix: '', account: accountTh as typeof accountEn, site: siteTh as typeof siteEn, edge: edgeTh },
  { name: 'en', prefix: '/en', account: accountEn, site: siteEn, edge: edgeEn },
];

/**
 * The languages a journey runs in. On every push each journey runs once, in the language its spec
 * names (the specs split between Thai and English, so the suite walks both, and every link of every
 * page is opened in both by member-links.spec.ts); under `npm run test:soak` (TEST_SOAK=on) or with
 * E2E_LOCALES=all every journey runs in both.
 */
export function journeyLocales(language: 'th' | 'en'): readonly TestLocale[] {
  return inJourneyLanguage(LOCALES, language);
}

/** The same choice over any list of languages (the back office's journeys keep their own). */
export function inJourneyLanguage<T extends { name: string }>(languages: readonly T[], language: 'th' | 'en'): readonly T[] {
  if (process.env.TEST_SOAK === 'on' || process.env.E2E_LOCALES === 'all') return languages;
  return languages.filter((entry) => entry.name === language);
}
