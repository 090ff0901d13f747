// Machine keys (issue #28: scrapers and scripts get their own scoped keys): what creating one sends,
// and what the platform answers — the list (never a secret) and, once, the new key itself.
import { z } from 'zod';
import { permissionSchema, PERMISSIONS } from './staff-permissions';

export const machineKeyName = z.string().trim().regex(/^[a-z][a-z0-9-]{2,31}$/, 'key_name_invalid');

export const machineKeyInput = z.object({
  name: machineKeyName,
  permissions: z.array(permissionSchema).min(1, 'permissions_empty').max(PERMISSIONS.length),
});
export type MachineKeyInput = z.infer<typeof machineKeyInput>;

export const machineKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type MachineKeyRow = z.infer<typeof machineKeyRow>;

/** The answer to creating a key: its secret, shown once (only its hash is kept). */
export const machineKeyIssued = z.object({ id: z.number().int(), name: z.string(), permissions: z.array(z.string()), key: z.string().regex(/^mk_[A-Za-z0-9_-]{20,}$/) });
export type MachineKeyIssued = z.infer<typeof machineKeyIssued>;
