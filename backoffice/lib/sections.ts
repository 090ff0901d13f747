// The desk's screens and the permission each needs to open: the navigation shows only these the
// staff member holds, and each page checks again (the platform checks every call regardless).
import type { Permission } from '../../contract/staff-permissions';

export const SECTIONS = [
  { key: 'deposits', href: '/deposits', permission: 'deposits:read' },
  { key: 'withdrawals', href: '/withdrawals', permission: 'withdrawals:read' },
  { key: 'approvals', href: '/approvals', permission: 'members:read' },
  { key: 'members', href: '/members', permission: 'members:read' },
  { key: 'agents', href: '/agents', permission: 'agents:read' },
  { key: 'staff', href: '/staff', permission: 'staff:read' },
  { key: 'roles', href: '/roles', permission: 'staff:read' },
  { key: 'keys', href: '/keys', permission: 'keys:manage' },
  { key: 'audit', href: '/audit', permission: 'audit:read' },
  { key: 'settings', href: '/settings', permission: 'settings:read' },
  { key: 'content', href: '/content', permission: 'content:read' },
  { key: 'inbox', href: '/inbox', permission: 'inbox:read' },
  { key: 'reports', href: '/reports', permission: 'reports:read' },
  { key: 'promotions', href: '/promotions', permission: 'promotions:read' },
  { key: 'mall', href: '/mall', permission: 'mall:read' },
  { key: 'operations', href: '/operations', permission: 'system:read' },
] as const satisfies readonly { key: string; href: string; permission: Permission }[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

export function sectionsFor(permissions: readonly string[]) {
  return SECTIONS.filter((section) => permissions.includes(section.permission));
}

/** The sections that are queues: their waiting count shows in the navigation. */
export function queueOf(key: SectionKey): 'deposits' | 'withdrawals' | 'approvals' | undefined {
  return key === 'deposits' || key === 'withdrawals' || key === 'approvals' ? key : undefined;
}
