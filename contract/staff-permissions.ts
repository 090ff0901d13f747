// What the operator's staff may do: permissions are `resource:action` (back-office.md "Staff, roles
// and audit"), a role is a set of them. The platform checks them on every /admin route
// (platform/src/modules/back-office/staff/admin-permissions.ts names each route's permission); the back office
// reads them to show only what a staff member may use.
import { z } from 'zod';
import { parseRange } from './address-ranges';

export const PERMISSIONS = [
  // The site as a whole: status, flags, region blocks, jobs, gateways' outboxes, reconcile.
  'system:read',
  'system:edit',
  // Operator settings (cashier, SMS policy, referral, agent rules, loyalty numbers, licence, vendors).
  'settings:read',
  'settings:edit',
  // Members: read the 360 view; edit (unlock, block, correct, open accounts); adjust money (four-eyes).
  'members:read',
  'members:edit',
  'members:adjust',
  'deposits:read',
  'deposits:approve',
  'withdrawals:read',
  'withdrawals:approve',
  // Banners, announcements, missions, mall items: what members see.
  'content:read',
  'content:publish',
  'promotions:read',
  'promotions:edit',
  'mall:read',
  'mall:edit',
  'inbox:read',
  'inbox:send',
  'agents:read',
  'agents:settle',
  // Running the house's games by hand (draw now, deal now, settle a board, run a rebate).
  'games:run',
  'reports:read',
  'ledger:read',
  // Demo tooling that writes history into the ledger (seed-history): owner only.
  'ledger:seed',
  'staff:read',
  'staff:manage',
  'audit:read',
  'keys:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const permissionSchema = z.enum(PERMISSIONS);

const readOnly = PERMISSIONS.filter((p) => p.endsWith(':read'));

/** The built-in roles; an owner may add custom roles with any subset. */
export const BUILTIN_ROLES = {
  owner: [...PERMISSIONS],
  finance: [
    'deposits:read',
    'deposits:approve',
    'withdrawals:read',
    'withdrawals:approve',
    'members:read',
    'members:adjust',
    'ledger:read',
    'reports:read',
    'agents:read',
    'agents:settle',
    'settings:read',
  ],
  support: ['members:read', 'members:edit', 'inbox:read', 'inbox:send', 'deposits:read', 'withdrawals:read', 'promotions:read', 'content:read'],
  risk: ['members:read', 'members:edit', 'deposits:read', 'withdrawals:read', 'ledger:read', 'reports:read', 'audit:read', 'system:read', 'agents:read'],
  content: ['content:read', 'content:publish', 'promotions:read', 'promotions:edit', 'mall:read', 'mall:edit', 'inbox:read', 'inbox:send'],
  viewer: readOnly.filter((p) => p !== 'staff:read' && p !== 'audit:read'),
} as const satisfies Record<string, readonly Permission[]>;

export type BuiltinRole = keyof typeof BUILTIN_ROLES;
export const BUILTIN_ROLE_NAMES = Object.keys(BUILTIN_ROLES) as BuiltinRole[];

export const roleNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'lowercase letters, digits and dashes, 2–32 characters');

export const staffNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, 'letters, digits, dot, dash or underscore, 3–32 characters');

/** A role as the back office edits it: a name, its permissions, and the addresses it may work from (empty: any). */
export const roleInputSchema = z.object({
  name: roleNameSchema,
  permissions: z.array(permissionSchema).max(PERMISSIONS.length),
  allowedAddresses: z
    .array(z.string().trim().max(49).refine((entry) => parseRange(entry) !== undefined, 'address_range_invalid'))
    .max(50)
    .default([]),
});
export type RoleInput = z.infer<typeof roleInputSchema>;
