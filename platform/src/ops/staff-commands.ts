// `npm run ops -- staff …`: staff members of the back office, through the running platform's admin
// API (the operator key's permissions; each change lands in the audit trail as `key:operator`).
// `staff add <name> --role owner` creates the first owner and prints their one-time enrolment link.
import { BUILTIN_ROLE_NAMES } from '../../../contract/staff-permissions';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const STAFF_USAGE = `  staff add <name> --role <${BUILTIN_ROLE_NAMES.join('|')}|custom>   create a staff member; prints a one-time enrolment link
  staff list                               staff members, their roles and state
  staff enrol <name>                       a new enrolment link (lost authenticator): password and authenticator reset
  staff code <name>                        demo profile: the current authenticator code of owner01, finance01 or support01`;

export type StaffCommand =
  | { kind: 'staff-add'; name: string; role: string }
  | { kind: 'staff-list' }
  | { kind: 'staff-enrol'; name: string };

const NAME = /^[A-Za-z][A-Za-z0-9._-]{2,31}$/;
const ROLE = /^[a-z][a-z0-9-]{1,31}$/;

export function parseStaffCommand(args: string[]): StaffCommand | undefined {
  const [name, what, target, ...rest] = args;
  if (name !== 'staff') return undefined;
  if (what === 'list' && target === undefined) return { kind: 'staff-list' };
  if (what === 'enrol' && target && NAME.test(target) && rest.length === 0) return { kind: 'staff-enrol', name: target.toLowerCase() };
  if (what === 'add' && target && NAME.test(target) && rest.length === 2 && rest[0] === '--role' && ROLE.test(rest[1])) {
    return { kind: 'staff-add', name: target.toLowerCase(), role: rest[1] };
  }
  return undefined;
}

/**
 * `staff code <name>`: the demo staff's current authenticator code, worked out here from the
 * published secret (modules/back-office/staff/demo-staff.ts), so nothing is asked of the platform.
 */
export function parseDemoCodeCommand(args: string[]): { name: string } | undefined {
  const [name, what, target, ...rest] = args;
  return name === 'staff' && what === 'code' && target && NAME.test(target) && rest.length === 0 ? { name: target.toLowerCase() } : undefined;
}

export function staffViaApi(command: StaffCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'staff-add':
      return callAdmin(baseUrl, key, 'POST', '/staff', { name: command.name, role: command.role });
    case 'staff-list':
      return callAdmin(baseUrl, key, 'GET', '/staff');
    case 'staff-enrol':
      return callAdmin(baseUrl, key, 'POST', `/staff/${encodeURIComponent(command.name)}/enrolment`, {});
  }
}

/** The link the new staff member opens in the back office (the token after `#` never reaches a server log). */
export function enrolmentLink(backofficeUrl: string, token: string): string {
  return `${backofficeUrl.replace(/\/$/, '')}/enrol#${token}`;
}

export function describeStaff(command: StaffCommand, value: unknown, backofficeUrl: string): string {
  if (command.kind === 'staff-list') {
    const rows = value as { name: string; role: string; enrolled: boolean; disabled: boolean; locked: boolean; lastLoginAt: string | null }[];
    if (rows.length === 0) return 'no staff yet: npm run ops -- staff add <name> --role owner';
    return rows
      .map((r) => `${r.name.padEnd(24)} ${r.role.padEnd(10)} ${r.disabled ? 'disabled' : r.locked ? 'locked' : r.enrolled ? 'active' : 'not enrolled'}  last login ${r.lastLoginAt ?? '—'}`)
      .join('\n');
  }
  const { name, enrolmentToken } = value as { name: string; enrolmentToken: string };
  const link = enrolmentLink(backofficeUrl, enrolmentToken);
  return `${command.kind === 'staff-add' ? `staff member ${name} created` : `new enrolment link for ${name}`} — valid 72 hours, once:\n  ${link}`;
}
