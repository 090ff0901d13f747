// The settings table as a key-value store: every module keeps its operator-changed values here under
// its own keys, read over their defaults.
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { settings } from './schema-settings';

export async function readSetting<T>(ex: Executor, key: string): Promise<T | undefined> {
  const [row] = await ex.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(ex: Executor, key: string, value: unknown): Promise<void> {
  await ex.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/**
 * A flat settings object stored under `key`, read over its defaults (a stored object may lack
 * fields added since it was written), and an operator's change (the given fields over the current).
 */
export function settingsOver<T extends object>(key: string, defaults: T) {
  const read = async (ex: Executor): Promise<T> => ({ ...defaults, ...((await readSetting<Partial<T>>(ex, key)) ?? {}) });
  const update = async (ex: Executor, patch: Partial<T>): Promise<T> => {
    const next = { ...(await read(ex)), ...patch };
    await writeSetting(ex, key, next);
    return next;
  };
  return { read, update };
}
