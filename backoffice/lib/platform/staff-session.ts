import 'server-only';
import { z } from 'zod';
import { enrolmentView, staffMe, staffSessionAnswer, staffSessionRow } from '../../../contract/admin-api';
import type { StaffEnrolmentInput, StaffLoginInput } from '../../../contract/staff-auth';
import { adminCall, segment } from './admin-fetch';

// Signing in, enrolling, who am I, and the staff member's own sessions.

export async function logIn(input: StaffLoginInput, userAgent: string | null) {
  return (await adminCall({ method: 'POST', path: '/session', body: input, userAgent }, staffSessionAnswer)).value;
}

export async function openEnrolment(token: string) {
  return (await adminCall({ method: 'GET', path: `/enrolment/${segment(token)}` }, enrolmentView)).value;
}

export async function completeEnrolment(input: StaffEnrolmentInput, userAgent: string | null) {
  return (await adminCall({ method: 'POST', path: '/enrolment', body: input, userAgent }, staffSessionAnswer)).value;
}

export async function me(token: string) {
  return (await adminCall({ method: 'GET', path: '/me', token }, staffMe)).value;
}

export async function logOut(token: string): Promise<void> {
  await adminCall({ method: 'POST', path: '/me/logout', token, body: {} }, z.unknown());
}

export async function ownSessions(token: string) {
  return (await adminCall({ method: 'GET', path: '/me/sessions', token }, z.array(staffSessionRow))).value;
}
