// First-start seeding: runs once, when the database has no settings yet. An advisory lock makes
// concurrent first starts against one PostgreSQL safe. Every profile gets the site's settings and
// flags and the game catalogue; only the demo profile (contract/site-profile.ts) gets the demo
// accounts, their money, rounds, orders and messages, content, promotions, the payment details and
// the outside links. A production platform refuses a database that holds the demo's accounts.
import { sql } from 'drizzle-orm';
import type { SiteProfile } from '../../../contract/site-profile';
import type { Db, Executor } from '../core/database/client';
import { rowsOf } from '../core/database/rows-of';
import { settings, siteFlags } from '../core/database/schema-settings';
import { seedAccounts } from './accounts';
import { seedCashierDetailsIfMissing } from './cashier-details';
import { seedProfiles } from './profiles';
import { seedAgentTree } from './agent-tree';
import { seedAgentRebates } from './agent-rebates';
import { seedCashierHistory } from './cashier-history';
import { seedMallAndReferral } from './mall-referral';
import { seedAgentTransfersIfEmpty } from './agent-transfers';
import { seedContentIfEmpty } from './content';
import { seedContracts } from './contracts';
import { seedBoardResultsIfEmpty } from './event-boards';
import { seedGames } from './games';
import { seedLoyalty } from './loyalty';
import { seedPromotionsIfEmpty } from './promotions';
import { seedMemberInbox } from './member-inbox';
import { MENU_ORDER } from './vendors';
import { SITE_FLAGS, SYSTEM_INFO, WHITELABEL } from './site-config';
import { SETTING_KEYS } from '../modules/content';

const SEED_LOCK = 727_2026;

export interface SeedReport {
  seeded: boolean;
  games: number;
  ms: number;
}

export interface SeedOptions {
  /** What a new database gets: the demo data, or the catalogue alone (the demo unless said). */
  profile?: SiteProfile;
  /**
   * The demo team under agent01 with months of play, money and contracts (true by default). Test
   * platforms that build their own members leave it out: it is most of the first start's time.
   */
  demoTeam?: boolean;
}

/** Thrown when a production platform starts on a database seeded with the demo's accounts. */
export class DemoDatabaseRefused extends Error {
  constructor() {
    super('this database holds the demo accounts (demo01 … with published passwords): the production profile does not run on it. Start on a new database, or with SITE_PROFILE=demo');
    this.name = 'DemoDatabaseRefused';
  }
}

async function holdsDemoAccounts(tx: Executor): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(await tx.execute(sql`select exists (select 1 from member_profiles where register_method = 'SEED') as found`));
  return Boolean(row?.found);
}

export async function seedIfEmpty(db: Db, { profile = 'demo', demoTeam = true }: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(settings);
    if (count > 0) {
      if (profile === 'production' && (await holdsDemoAccounts(tx))) throw new DemoDatabaseRefused();
      // Databases created before a flag existed (REFERRAL3 …) get it with its default.
      await tx.insert(siteFlags).values(Object.entries(SITE_FLAGS).map(([name, enabled]) => ({ name, enabled }))).onConflictDoNothing();
      if (profile === 'production') return { seeded: false, games: 0, ms: Date.now() - started };
      // Demo databases created before the content tables existed get their content on the next start.
      const contentSeeded = await seedContentIfEmpty(tx);
      await seedAgentTransfersIfEmpty(tx);
      await seedPromotionsIfEmpty(tx);
      await seedBoardResultsIfEmpty(tx);
      await seedCashierDetailsIfMissing(tx);
      return { seeded: contentSeeded, games: 0, ms: Date.now() - started };
    }

    await tx.insert(siteFlags).values(Object.entries(SITE_FLAGS).map(([name, enabled]) => ({ name, enabled })));
    await tx.insert(settings).values([
      { key: SETTING_KEYS.systemStatus, value: 0 },
      { key: SETTING_KEYS.systemInfo, value: SYSTEM_INFO },
      { key: SETTING_KEYS.whitelabel, value: WHITELABEL },
      { key: SETTING_KEYS.menuOrder, value: MENU_ORDER },
    ]);
    if (profile === 'production') return { seeded: true, games: await seedGames(tx), ms: Date.now() - started };
    await seedCashierDetailsIfMissing(tx);
    await seedAccounts(tx);
    // The security center's demo profiles and demo01's picture.
    await seedProfiles(tx);
    const gameCount = await seedGames(tx);
    if (demoTeam) await seedAgentTree(tx);
    // After the seeded downlines (if any): every member under agent01 gets its rebates.
    await seedAgentRebates(tx);
    await seedCashierHistory(tx);
    await seedLoyalty(tx);
    await seedMallAndReferral(tx);
    // After the agent tree and its rounds: contracts between the demo agents, past settlements.
    if (demoTeam) await seedContracts(tx);
    await seedContentIfEmpty(tx);
    await seedAgentTransfersIfEmpty(tx);
    await seedPromotionsIfEmpty(tx);
    await seedMemberInbox(tx);
    await seedBoardResultsIfEmpty(tx);
    return { seeded: true, games: gameCount, ms: Date.now() - started };
  });
}
