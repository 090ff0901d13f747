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
