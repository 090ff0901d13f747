// First-start seeding: runs once, when the database has no settings yet. An advisory lock makes
// concurrent first starts against one PostgreSQL safe.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { settings, siteFlags } from '../schema';
import { seedAccounts } from './accounts';
import { seedProfiles } from './profiles';
import { seedAgentTree } from './agent-tree';
import { seedAgentRebates } from './agent-rebates';
import { seedCashierHistory } from './cashier-history';
import { seedMallAndReferral } from './mall-referral';
import { seedAgentTransfersIfEmpty } from './agent-transfers';
import { seedContentIfEmpty } from './content';
import { seedContracts } from './contracts';
import { seedGames } from './games';
import { seedLoyalty } from './loyalty';
import { seedPromotionsIfEmpty } from './promotions';
import { seedMemberInbox } from './member-inbox';
import { MENU_ORDER } from './vendors';
import { SETTING_KEYS, SITE_FLAGS, SYSTEM_INFO, WHITELABEL } from './site-config';

const SEED_LOCK = 727_2026;

export interface SeedReport {
  seeded: boolean;
  games: number;
  ms: number;
}

export interface SeedOptions {
  /**
   * The demo team under agent01 with months of play, money and contracts (true by default). Test
   * platforms that build their own members leave it out: it is most of the first start's time.
   */
  demoTeam?: boolean;
}

export async function seedIfEmpty(db: Db, { demoTeam = true }: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(settings);
    if (count > 0) {
      // Databases created before a flag existed (REFERRAL3 …) get it with its default.
      await tx.insert(siteFlags).values(Object.entries(SITE_FLAGS).map(([name, enabled]) => ({ name, enabled }))).onConflictDoNothing();
      // Databases created before the content tables existed get their content on the next start.
      const contentSeeded = await seedContentIfEmpty(tx);
      await seedAgentTransfersIfEmpty(tx);
      await seedPromotionsIfEmpty(tx);
      return { seeded: contentSeeded, games: 0, ms: Date.now() - started };
    }

    await tx.insert(siteFlags).values(Object.entries(SITE_FLAGS).map(([name, enabled]) => ({ name, enabled })));
    await tx.insert(settings).values([
      { key: SETTING_KEYS.systemStatus, value: 0 },
      { key: SETTING_KEYS.systemInfo, value: SYSTEM_INFO },
      { key: SETTING_KEYS.whitelabel, value: WHITELABEL },
      { key: SETTING_KEYS.menuOrder, value: MENU_ORDER },
    ]);
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
    return { seeded: true, games: gameCount, ms: Date.now() - started };
  });
}
