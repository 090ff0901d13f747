// Operator changes, shared by the admin API and the CLI's direct-database fallback.
import type { Executor } from '../../../core/database/client';
import type { SystemStatusCode } from '../../../../../contract/system';
import { readRegionRules, readSiteFlags, writeRegionRules, writeSiteFlag, writeSystemStatus } from '../queries/site-settings';
import type { RegionRules } from '../../../../../contract/system';
import { changeRegionRules } from '../../../core/http/region';

export async function setSystemStatus(ex: Executor, status: SystemStatusCode): Promise<{ status: SystemStatusCode }> {
  await writeSystemStatus(ex, status);
  return { status };
}

/** undefined when the flag does not exist. */
export async function setSiteFlag(
  ex: Executor,
  name: string,
  enabled: boolean,
): Promise<{ name: string; enabled: boolean } | undefined> {
  return (await writeSiteFlag(ex, name, enabled)) ? { name, enabled } : undefined;
}

export function listRegionRules(ex: Executor): Promise<RegionRules> {
  return readRegionRules(ex);
}

/** Blocks (or allows again) an address, CIDR range or country; undefined when `entry` is none of them. */
export async function setRegionRule(ex: Executor, entry: string, blocked: boolean): Promise<RegionRules | undefined> {
  const next = changeRegionRules(await readRegionRules(ex), entry, blocked);
  if (next) await writeRegionRules(ex, next);
  return next;
}

export function listSiteFlags(ex: Executor): Promise<Record<string, boolean>> {
  return readSiteFlags(ex);
}
