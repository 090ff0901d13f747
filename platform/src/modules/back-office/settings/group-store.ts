// How one settings group is read and written through the store that already keeps it (the
// settings table's keys, the site flags table, the rate source): the settings module never keeps a
// copy of its own. A group may refuse a value its store would not take (check) before anything is
// written; its write runs in one transaction; then its caches are dropped and the portal told.
import type { CacheTag } from '../../../../../contract/cache-tags';
import type { SettingsGroup, SettingsValue } from '../../../../../contract/operator-settings';
import type { PlatformContext } from '../../../context';
import type { Executor } from '../../../core/database/client';

export interface GroupStore<G extends SettingsGroup> {
  read(ctx: PlatformContext, ex: Executor): Promise<SettingsValue<G>>;
  /** Throws an ApiError for a value the schema accepts but the stores would not (an unknown flag); writes nothing. */
  check?(ctx: PlatformContext, value: SettingsValue<G>): Promise<void>;
  write(ctx: PlatformContext, tx: Executor, value: SettingsValue<G>, before: SettingsValue<G>): Promise<void>;
  /** In-memory copies to drop after the write. */
  invalidate?(ctx: PlatformContext): Promise<void>;
  /** The portal's cached copies to revalidate after the write. */
  tags: readonly CacheTag[];
}

export type GroupStores = { [G in SettingsGroup]: GroupStore<G> };
