// The system status, region rules and site flags: read by the system routes, written by operators
// (admin API and CLI).
import { asc, eq } from 'drizzle-orm';
import { SYSTEM_STATUS, type SystemStatusCode } from '../../../../../contract/system';
import type { Executor } from '../../../core/database/client';
import type { RegionRules } from '../../../../../contract/system';
import { NO_REGION_RULES } from '../../../core/http/region';
import { siteFlags } from '../../../core/database/schema-settings';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { SETTING_KEYS } from './site-setting-keys';

export async function readSystemStatus(ex: Executor): Promise<SystemStatusCode> {
  return (await readSetting<SystemStatusCode>(ex, SETTING_KEYS.systemStatus)) ?? SYSTEM_STATUS.open;
}

export function writeSystemStatus(ex: Executor, status: SystemStatusCode): Promise<void> {
  return writeSetting(ex, SETTING_KEYS.systemStatus, status);
}

export async function readRegionRules(ex: Executor): Promise<RegionRules> {
  return (await readSetting<RegionRules>(ex, SETTING_KEYS.regionRules)) ?? NO_REGION_RULES;
}

export function writeRegionRules(ex: Executor, rules: RegionRules): Promise<void> {
  return writeSetting(ex, SETTING_KEYS.regionRules, rules);
}

export async function readSiteFlags(ex: Executor): Promise<Record<string, boolean>> {
  const rows = await ex.select().from(siteFlags).orderBy(asc(siteFlags.name));
  return Object.fromEntries(rows.map((row) => [row.name, row.enabled]));
}

/** False when no such flag exists: operators cannot invent flags by typo. */
export async function writeSiteFlag(ex: Executor, name: string, enabled: boolean): Promise<boolean> {
  const updated = await ex.update(siteFlags).set({ enabled }).where(eq(siteFlags.name, name)).returning();
  return updated.length > 0;
}
