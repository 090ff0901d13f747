// `npm run ops -- loyalty …`: rebate settings, the VIP ladder, missions, and the loyalty jobs run
// now, through the running platform's admin API (/admin/loyalty/…) or, for the settings, the
// database when none runs. The runs move money: through the platform only.
import { readFileSync } from 'node:fs';
import { missionInput, REBATE_SERIES, rebateSettingInput, vipLevelsInput } from '../../../contract/loyalty';
import type { Db } from '../core/database/client';
import type { Envelope } from '../core/http/envelope';
import { ApiError } from '../core/http/envelope';
import { createMission, endMission, listMissions } from '../modules/rewards';
import { rebateSettingsFor, writeRebateSetting } from '../modules/rewards';
import { publicLevel, readVipLevels, reviewVipMonth, writeVipLevels } from '../modules/rewards';
import { callAdmin } from './admin-client';

export const LOYALTY_USAGE = `  loyalty rebate-settings                         rebate rate per product series
  loyalty rebate-set <SERIES> <rate%> [--multiple N] [--off]   set one series (${REBATE_SERIES.join(', ')})
  loyalty vip-levels                              the VIP ladder
  loyalty vip-set <levels.json>                   replace the ladder ({ "levels": [{ level, name, monthlyTurnover, totalTurnover, upgradeReward, turnoverMultiple, rebateBoost }] })
  loyalty vip-review --month YYYY-MM              review a month that ended (lowers members below their level's monthly turnover; once per month)
  loyalty missions                                every mission
  loyalty mission-add <mission.json>              add a mission ({ title: { en, th }, metric: turnover|rounds, series, startTime, endTime, milestones: [{ target, reward }] })
  loyalty mission-end <id>                        end a mission now
  loyalty rebate-run [--until ISO]                pay the automatic rebate now (sites without MANPLAYREB3; once per period)`;

export type LoyaltyCommand =
  | { kind: 'loyalty'; action: 'rebate-settings' | 'vip-levels' | 'missions' | 'rebate-run'; until?: string }
  | { kind: 'loyalty'; action: 'rebate-set'; body: unknown }
  | { kind: 'loyalty'; action: 'vip-set' | 'mission-add'; body: unknown }
  | { kind: 'loyalty'; action: 'vip-review'; month: string }
  | { kind: 'loyalty'; action: 'mission-end'; id: number };

function readJson(file: string | undefined): unknown {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function parseLoyaltyCommand(args: string[]): LoyaltyCommand | undefined {
  const [name, action, ...rest] = args;
  if (name !== 'loyalty') return undefined;
  if ((action === 'rebate-settings' || action === 'vip-levels' || action === 'missions') && rest.length === 0) return { kind: 'loyalty', action };
  if (action === 'rebate-run') {
    if (rest.length === 0) return { kind: 'loyalty', action };
    if (rest.length === 2 && rest[0] === '--until' && !Number.isNaN(Date.parse(rest[1]))) return { kind: 'loyalty', action, until: new Date(rest[1]).toISOString() };
    return undefined;
  }
  if (action === 'rebate-set' && rest.length >= 2) {
    const [series, rate, ...flags] = rest;
    let turnoverMultiple = 0;
    let enabled = true;
    for (let i = 0; i < flags.length; i++) {
      if (flags[i] === '--off') enabled = false;
      else if (flags[i] === '--multiple' && /^\d{1,3}$/.test(flags[i + 1] ?? '')) turnoverMultiple = Number(flags[++i]);
      else return undefined;
    }
    const parsed = rebateSettingInput.safeParse({ series, rate, turnoverMultiple, enabled });
    return parsed.success ? { kind: 'loyalty', action, body: parsed.data } : undefined;
  }
  if ((action === 'vip-set' || action === 'mission-add') && rest.length === 1) {
    const body = readJson(rest[0]);
    const parsed = (action === 'vip-set' ? vipLevelsInput : missionInput).safeParse(body);
    return parsed.success ? { kind: 'loyalty', action, body: parsed.data } : undefined;
  }
  if (action === 'vip-review' && rest.length === 2 && rest[0] === '--month' && /^\d{4}-(0[1-9]|1[0-2])$/.test(rest[1])) return { kind: 'loyalty', action, month: rest[1] };
  if (action === 'mission-end' && rest.length === 1 && /^\d{1,9}$/.test(rest[0])) return { kind: 'loyalty', action, id: Number(rest[0]) };
  return undefined;
}

/** The automatic rebate moves money: only through the running platform. */
export const loyaltyNeedsPlatform = (command: LoyaltyCommand) => command.action === 'rebate-run';

export function loyaltyViaApi(command: LoyaltyCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.action) {
    case 'rebate-settings':
      return callAdmin(baseUrl, key, 'GET', '/loyalty/rebate-settings');
    case 'rebate-set':
      return callAdmin(baseUrl, key, 'POST', '/loyalty/rebate-settings', command.body);
    case 'vip-levels':
      return callAdmin(baseUrl, key, 'GET', '/loyalty/vip-levels');
    case 'vip-set':
      return callAdmin(baseUrl, key, 'POST', '/loyalty/vip-levels', command.body);
    case 'vip-review':
      return callAdmin(baseUrl, key, 'POST', '/loyalty/vip/review', { month: command.month });
    case 'missions':
      return callAdmin(baseUrl, key, 'GET', '/loyalty/missions');
    case 'mission-add':
      return callAdmin(baseUrl, key, 'POST', '/loyalty/missions', command.body);
    case 'mission-end':
      return callAdmin(baseUrl, key, 'POST', `/loyalty/missions/${command.id}/end`, {});
    case 'rebate-run':
      return callAdmin(baseUrl, key, 'POST', '/loyalty/rebate/run', command.until ? { until: command.until } : {}, 10 * 60_000);
  }
}

export async function loyaltyViaDatabase(command: LoyaltyCommand, db: Db): Promise<Envelope> {
  try {
    switch (command.action) {
      case 'rebate-settings':
        return { success: true, value: { settings: await rebateSettingsFor(db, null) } };
      case 'rebate-set':
        await writeRebateSetting(db, rebateSettingInput.parse(command.body));
        return { success: true, value: { settings: await rebateSettingsFor(db, null) } };
      case 'vip-levels':
        return { success: true, value: { levels: (await readVipLevels(db)).map(publicLevel) } };
      case 'vip-set': {
        const { levels } = vipLevelsInput.parse(command.body);
        return { success: true, value: { levels: (await db.transaction((tx) => writeVipLevels(tx, levels))).map(publicLevel) } };
      }
      case 'vip-review':
        return { success: true, value: await reviewVipMonth(db, command.month) };
      case 'missions':
        return { success: true, value: { missions: await listMissions(db, new Date()) } };
      case 'mission-add':
        return { success: true, value: { missionId: (await createMission(db, missionInput.parse(command.body))).id } };
      case 'mission-end':
        return (await endMission(db, command.id, new Date()))
          ? { success: true, value: { missionId: command.id, ended: true } }
          : { success: false, code: 'not_found', message: `No running or upcoming mission ${command.id}` };
      case 'rebate-run':
        return { success: false, code: 'platform_required', message: 'rebate-run needs the running platform' };
    }
  } catch (error) {
    if (error instanceof ApiError) return { success: false, code: error.code, message: error.message };
    throw error;
  }
}

interface LoyaltyValue {
  settings: { series: string; rate: string; turnoverMultiple: number; enabled: boolean }[];
  levels: { level: number; name: string; monthlyTurnover: string; totalTurnover: string; upgradeReward: string; rebateBoost: string }[];
  missions: { missionId: number; title: string; status: string; metric: string; series: string; startTime: string; endTime: string }[];
  month: string;
  reviewed: number;
  lowered: unknown[];
  missionId: number;
  skipped: boolean;
  until: string;
  paid: unknown[];
  total: string;
  nothing: number;
}

export function describeLoyalty(command: LoyaltyCommand, value: unknown): string {
  const v = value as LoyaltyValue;
  switch (command.action) {
    case 'rebate-settings':
    case 'rebate-set':
      return v.settings
        .map((s) => `${s.series.padEnd(10)} ${s.rate.padStart(6)} %  ×${s.turnoverMultiple}  ${s.enabled ? 'on' : 'off'}`)
        .join('\n');
    case 'vip-levels':
    case 'vip-set':
      return v.levels
        .map((l) => `${String(l.level).padStart(2)} ${l.name.padEnd(12)} monthly ${l.monthlyTurnover.padStart(12)}  total ${l.totalTurnover.padStart(12)}  reward ${l.upgradeReward}  rebate +${l.rebateBoost} %`)
        .join('\n');
    case 'vip-review':
      return `VIP review ${v.month}: ${v.reviewed} members reviewed, ${v.lowered.length} lowered`;
    case 'missions':
      return v.missions.length
        ? v.missions
            .map((m) => `${String(m.missionId).padStart(4)} [${m.status}] ${m.title} (${m.metric}, ${m.series}) ${m.startTime} → ${m.endTime}`)
            .join('\n')
        : 'no missions';
    case 'mission-add':
      return `mission ${v.missionId} added`;
    case 'mission-end':
      return `mission ${v.missionId} ended`;
    case 'rebate-run':
      return v.skipped
        ? `automatic rebate skipped: manual rebate (MANPLAYREB3) is on`
        : `automatic rebate until ${v.until}: ${v.paid.length} members paid, ${v.total} in total; ${v.nothing} with nothing to pay`;
  }
}
