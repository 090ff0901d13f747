// Operator changes, shared by the admin API and the CLI's direct-database fallback.
import type { Executor } from '../db/client';
import { readSiteFlags, writeSiteFlag, writeSystemStatus, type SystemStatus } from '../db/site-settings';
import { z } from 'zod';

export const statusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export async function setSystemStatus(ex: Executor, status: SystemStatus): Promise<{ status: SystemStatus }> {
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
