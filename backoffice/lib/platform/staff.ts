import 'server-only';
import { z } from 'zod';
import { enrolmentIssued, roleRow, staffRow } from '../../../contract/admin-api';
import { adminCall, segment } from './admin-fetch';

// Staff members and roles (staff:read, staff:manage).

export async function listStaff(token: string) {
  return (await adminCall({ method: 'GET', path: '/staff', token }, z.array(staffRow))).value;
}

export async function listRoles(token: string) {
  return (await adminCall({ method: 'GET', path: '/roles', token }, z.array(roleRow))).value;
}

export async function createStaff(token: string, input: { name: string; role: string }) {
  return (await adminCall({ method: 'POST', path: '/staff', token, body: input }, enrolmentIssued)).value;
}

export async function changeRole(token: string, name: string, input: { role: string; reason: string }) {
  return (await adminCall({ method: 'POST', path: `/staff/${segment(name)}/role`, token, body: input }, z.object({ name: z.string(), role: z.string() }))).value;
}

export async function disableStaff(token: string, name: string, reason: string) {
  return (await adminCall({ method: 'POST', path: `/staff/${segment(name)}/disable`, token, body: { reason } }, z.object({ name: z.string(), disabled: z.boolean() }))).value;
}

export async function reissueEnrolment(token: string, name: string) {
  return (await adminCall({ method: 'POST', path: `/staff/${segment(name)}/enrolment`, token, body: {} }, enrolmentIssued)).value;
}
