// The site as a whole (system:edit): its status with the maintenance text, the site flags and the
// region blocks — the same stores as POST /admin/status, /admin/flags/:name and /admin/region.
import { TAGS } from '../../../../../contract/cache-tags';
import { readRegionRules, readSiteFlags, readSystemStatus, writeRegionRules, writeSiteFlag, writeSystemStatus } from '../../content';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { SETTING_KEYS, type SystemInfo } from '../../content';
import { errors } from '../../../core/http/envelope';
import type { GroupStore } from './group-store';

const readSystemInfo = async (ex: Parameters<typeof readSetting>[0]) => readSetting<SystemInfo>(ex, SETTING_KEYS.systemInfo);

export const systemStatusStore: GroupStore<'systemStatus'> = {
  async read(_ctx, ex) {
    const info = await readSystemInfo(ex);
    return { status: await readSystemStatus(ex), maintenance: { title: info?.maintenance.title ?? '', info: info?.maintenance.info ?? '' } };
  },
  async write(_ctx, tx, value) {
    await writeSystemStatus(tx, value.status);
    const info = await readSystemInfo(tx);
    if (info) await writeSetting(tx, SETTING_KEYS.systemInfo, { ...info, maintenance: value.maintenance });
  },
  invalidate: (ctx) => ctx.cache.system.invalidate(),
  tags: [TAGS.systemStatus],
};

export const siteFlagsStore: GroupStore<'siteFlags'> = {
  read: (_ctx, ex) => readSiteFlags(ex),
  /** Every flag the site has, and no other: a flag is never invented by a typo, nor one forgotten. */
  async check(ctx, value) {
    const known = Object.keys(await readSiteFlags(ctx.db));
    const unknown = Object.keys(value).filter((name) => !known.includes(name));
    const missing = known.filter((name) => !(name in value));
    if (unknown.length > 0 || missing.length > 0) throw errors.validationFailed([...unknown, ...missing]);
  },
  async write(_ctx, tx, value, before) {
    for (const [name, enabled] of Object.entries(value)) if (before[name] !== enabled) await writeSiteFlag(tx, name, enabled);
  },
  invalidate: (ctx) => ctx.cache.flags.invalidate(),
  tags: [TAGS.siteFlags],
};

export const regionBlocksStore: GroupStore<'regionBlocks'> = {
  read: (_ctx, ex) => readRegionRules(ex),
  write: (_ctx, tx, value) => writeRegionRules(tx, { addresses: [...new Set(value.addresses)], countries: [...new Set(value.countries)] }),
  invalidate: (ctx) => ctx.cache.system.invalidate(),
  tags: [TAGS.systemStatus],
};
