import 'server-only';
import { z } from 'zod';
import { machineKeyIssued, machineKeyRow, type MachineKeyInput } from '../../../contract/machine-keys';
import { roleRow } from '../../../contract/admin-api';
import type { RoleInput } from '../../../contract/staff-permissions';
import { adminCall, segment } from './admin-fetch';

// Custom roles (staff:manage) and machine keys (keys:manage). Nobody grants more than they hold:
// the platform refuses it (staff_grant_beyond_own), the screens only offer what the staff member has.

export async function saveRole(token: string, name: string, input: Omit<RoleInput, 'name'>) {
  return (await adminCall({ method: 'PUT', path: `/roles/${segment(name)}`, token, body: input }, roleRow)).value;
}

export async function listKeys(token: string) {
  return (await adminCall({ method: 'GET', path: '/keys', token }, z.array(machineKeyRow))).value;
}

export async function createKey(token: string, input: MachineKeyInput) {
  return (await adminCall({ method: 'POST', path: '/keys', token, body: input }, machineKeyIssued)).value;
}

export async function revokeKey(token: string, id: number) {
  return (await adminCall({ method: 'DELETE', path: `/keys/${segment(id)}`, token }, z.object({ id: z.number().int(), revoked: z.boolean() }))).value;
}
