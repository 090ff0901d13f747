// Operator changes, shared by the admin API and the CLI's direct-database fallback.
import type { Executor } from '../db/client';
import type { SystemStatusCode } from '../../../contract/system';
import { readSiteFlags, writeSiteFlag, writeSystemStatus } from '../db/site-settings';

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

export function listSiteFlags(ex: Executor): Promise<Record<string, boolean>> {
  return readSiteFlags(ex);
}
