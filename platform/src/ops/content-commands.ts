// The CLI's content commands (banners, announcements, vendors): parsing, the admin API call and
// the direct-database fallback. cli.ts dispatches here for these command names.
import { announcementInput, bannerInput } from '../../../contract/content-admin';
import type { Executor } from '../core/database/client';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';
import {
  addAnnouncement,
  addBanner,
  listAnnouncementsForOperator,
  listBannersForOperator,
  setAnnouncementEnabled,
  setBannerEnabled,
  setVendorEnabled,
  setVendorNew,
  type NewAnnouncementInput,
  type NewBannerInput,
} from '../modules/content';

export const CONTENT_USAGE = `  banners                                 list banners (all groups)
  banner <id> <on|off>                    show or hide a banner
  banner add <group> <title> [url]        add a banner (group: w_home, w_login, w_register, w_pagcor, w_leftmenu)
  announcements                           list announcements and popups
  announcement <id> <on|off>              show or hide an announcement
  announcement add <type> <title> <html> [A|B|F]   add an announcement (type B, PL, PU, PR, H; popup execution)
  vendor <CODE> <on|off>                  show or hide a game vendor everywhere
  vendor <CODE> new <on|off>              list a vendor under NEW (the "new vendors" call) or not`;

export type ContentCommand =
  | { kind: 'banners' }
  | { kind: 'banner'; id: number; enabled: boolean }
  | { kind: 'banner-add'; banner: NewBannerInput }
  | { kind: 'announcements' }
  | { kind: 'announcement'; id: number; enabled: boolean }
  | { kind: 'announcement-add'; announcement: NewAnnouncementInput }
  | { kind: 'vendor'; code: string; enabled: boolean }
  | { kind: 'vendor-new'; code: string; isNew: boolean };

const ON_OFF = /^(on|off)$/;
const ID = /^[1-9][0-9]{0,8}$/;

export function parseContentCommand(args: string[]): ContentCommand | undefined {
  const [name, ...rest] = args;
  if (name === 'banners' && rest.length === 0) return { kind: 'banners' };
  if (name === 'announcements' && rest.length === 0) return { kind: 'announcements' };
  if ((name === 'banner' || name === 'announcement') && rest.length === 2 && ID.test(rest[0]) && ON_OFF.test(rest[1])) {
    return { kind: name, id: Number(rest[0]), enabled: rest[1] === 'on' };
  }
  if (name === 'banner' && rest[0] === 'add' && (rest.length === 3 || rest.length === 4)) {
    const parsed = bannerInput.safeParse({ groupName: rest[1], title: { en: rest[2] }, url: rest[3] ?? null });
    return parsed.success ? { kind: 'banner-add', banner: parsed.data } : undefined;
  }
  if (name === 'announcement' && rest[0] === 'add' && (rest.length === 4 || rest.length === 5)) {
    const parsed = announcementInput.safeParse({
      type: rest[1],
      title: { en: rest[2] },
      content: { en: rest[3] },
      execution: rest[4] ?? null,
    });
    return parsed.success ? { kind: 'announcement-add', announcement: parsed.data } : undefined;
  }
  if (name === 'vendor' && rest.length === 2 && /^[A-Za-z0-9_]{1,32}$/.test(rest[0]) && ON_OFF.test(rest[1])) {
    return { kind: 'vendor', code: rest[0], enabled: rest[1] === 'on' };
  }
  if (name === 'vendor' && rest.length === 3 && /^[A-Za-z0-9_]{1,32}$/.test(rest[0]) && rest[1] === 'new' && ON_OFF.test(rest[2])) {
    return { kind: 'vendor-new', code: rest[0], isNew: rest[2] === 'on' };
  }
  return undefined;
}

export function contentViaApi(command: ContentCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'banners':
      return callAdmin(baseUrl, key, 'GET', '/banners');
    case 'banner':
      return callAdmin(baseUrl, key, 'POST', `/banners/${command.id}`, { enabled: command.enabled });
    case 'banner-add':
      return callAdmin(baseUrl, key, 'POST', '/banners', command.banner);
    case 'announcements':
      return callAdmin(baseUrl, key, 'GET', '/announcements');
    case 'announcement':
      return callAdmin(baseUrl, key, 'POST', `/announcements/${command.id}`, { enabled: command.enabled });
    case 'announcement-add':
      return callAdmin(baseUrl, key, 'POST', '/announcements', command.announcement);
    case 'vendor':
      return callAdmin(baseUrl, key, 'POST', `/vendors/${encodeURIComponent(command.code)}`, { enabled: command.enabled });
    case 'vendor-new':
      return callAdmin(baseUrl, key, 'POST', `/vendors/${encodeURIComponent(command.code)}/new`, { enabled: command.isNew });
  }
}

const notFound = (what: string): Envelope => ({ success: false, code: 'not_found', message: `Unknown ${what}` });

/**
 * Without a running platform there is no portal to notify from here: the portal shows the change
 * when its cached copy expires (at most 5 minutes) — say so, rather than pretend.
 */
export async function contentViaDatabase(command: ContentCommand, ex: Executor): Promise<Envelope> {
  switch (command.kind) {
    case 'banners':
      return { success: true, value: await listBannersForOperator(ex) };
    case 'announcements':
      return { success: true, value: await listAnnouncementsForOperator(ex) };
    case 'banner-add':
      return { success: true, value: (await addBanner(ex, command.banner)).value };
    case 'announcement-add':
      return { success: true, value: (await addAnnouncement(ex, command.announcement)).value };
    case 'banner': {
      const changed = await setBannerEnabled(ex, command.id, command.enabled);
      return changed ? { success: true, value: changed.value } : notFound(`banner ${command.id}`);
    }
    case 'announcement': {
      const changed = await setAnnouncementEnabled(ex, command.id, command.enabled);
      return changed ? { success: true, value: changed.value } : notFound(`announcement ${command.id}`);
    }
    case 'vendor': {
      const changed = await setVendorEnabled(ex, command.code, command.enabled);
      return changed ? { success: true, value: changed.value } : notFound(`vendor ${command.code}`);
    }
    case 'vendor-new': {
      const changed = await setVendorNew(ex, command.code, command.isNew);
      return changed ? { success: true, value: changed.value } : notFound(`vendor ${command.code}`);
    }
  }
}

interface Row {
  id: number;
  enabled: boolean;
  title: Record<string, string>;
  groupName?: string;
  type?: string;
  execution?: string | null;
}

export function describeContent(command: ContentCommand, value: unknown): string {
  switch (command.kind) {
    case 'banners':
    case 'announcements':
      return (value as Row[])
        .map((row) => {
          const where = row.groupName ?? `${row.type}${row.execution ? ` popup ${row.execution}` : ''}`;
          return `${String(row.id).padStart(4)}  ${where.padEnd(12)} ${row.enabled ? 'on ' : 'off'}  ${row.title.en ?? ''}`;
        })
        .join('\n');
    case 'banner-add':
    case 'announcement-add':
      return `added ${command.kind === 'banner-add' ? 'banner' : 'announcement'} ${(value as Row).id}`;
    case 'banner':
    case 'announcement':
      return `${command.kind} ${command.id} ${command.enabled ? 'on' : 'off'}`;
    case 'vendor':
      return `vendor ${command.code} ${command.enabled ? 'on' : 'off'}`;
    case 'vendor-new':
      return `vendor ${command.code} new ${command.isNew ? 'on' : 'off'}`;
  }
}
