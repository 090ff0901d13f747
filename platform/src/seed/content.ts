// Content seeded once, when there are no banners yet: banners with generated images, announcements
// and popups, notices, help articles and the site's channel resources. The winner board has no seeded
// history: it lists real wins only (modules/content/queries/winners.ts; the demo's come from rounds played at first start).
import { count } from 'drizzle-orm';
import type { Executor } from '../core/database/client';
import { announcements, banners, helpArticles, notices } from '../modules/content';
import { writeSetting } from '../core/database/settings';
import { BULLETINS, FIRST_LOGIN_POPUPS, GROUP_BANNERS, HELP_ARTICLES, HOME_BANNERS, MEMBER_POPUPS, NOTICES, OTHER_ANNOUNCEMENTS, PROMOTIONS } from './content-text';
import { RESOURCES_SETTING_KEY } from '../modules/content';
import { DEMO_SITE_RESOURCES } from './site-resources';
import { DEMO_SITE_LICENCE } from './site-licence';
import { LICENCE_SETTING_KEY } from '../modules/content';

export async function seedContentIfEmpty(tx: Executor, now = new Date()): Promise<boolean> {
  const [{ total }] = await tx.select({ total: count() }).from(banners);
  if (total > 0) return false;

  await tx.insert(banners).values([
    ...HOME_BANNERS.map((title, i) => ({
      groupName: 'w_home',
      title,
      imageKey: `banner-w_home-${i + 1}`,
      linkageType: 'INTERNAL',
      url: i === 4 ? '/promotions' : ['/promotions', '/rng', '/live', '/sports'][i],
      sort: i + 1,
    })),
    ...Object.entries(GROUP_BANNERS).map(([groupName, title]) => ({
      groupName,
      title,
      imageKey: `banner-${groupName}-1`,
      linkageType: 'NONE',
      url: null,
      sort: 1,
    })),
  ]);

  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  await tx.insert(announcements).values([
    ...BULLETINS.map((text, i) => ({ type: 'B', execution: 'B', ...text, sequence: i + 1, publishedAt: minutesAgo(60 * (i + 1)) })),
    ...MEMBER_POPUPS.map((text, i) => ({ type: 'B', execution: 'A', ...text, sequence: i + 1, publishedAt: minutesAgo(30) })),
    ...FIRST_LOGIN_POPUPS.map((text, i) => ({ type: 'B', execution: 'F', ...text, sequence: i + 1, publishedAt: minutesAgo(30) })),
    ...PROMOTIONS.map(({ promotionType, ...text }, i) => ({
      type: 'PR',
      ...text,
      promotionType,
      sequence: i + 1,
      images: [1, 2].map((sequence) => ({ sequence, key: `promo-${i + 1}-${sequence}` })),
      publishedAt: minutesAgo(24 * 60 * (i + 1)),
    })),
    ...OTHER_ANNOUNCEMENTS.map(({ type, text }, i) => ({ type, ...text, sequence: i + 1, publishedAt: minutesAgo(90 * (i + 1)) })),
  ]);

  await tx.insert(notices).values(NOTICES.map((text, i) => ({ ...text, publishedAt: minutesAgo(120 * (i + 1)) })));
  await tx.insert(helpArticles).values(HELP_ARTICLES.map((article, i) => ({ ...article, sort: i + 1 })));

  await writeSetting(tx, RESOURCES_SETTING_KEY, DEMO_SITE_RESOURCES);
  await writeSetting(tx, LICENCE_SETTING_KEY, DEMO_SITE_LICENCE);
  return true;
}
