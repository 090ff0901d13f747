import 'server-only';
import { z } from 'zod';
import { adjustmentAnswer, memberOverview, memberSearchRow } from '../../../contract/member-admin';
import { MEMBER_ACTIONS, type MemberAction } from '../member-schemas';
import { adminCall, segment } from './admin-fetch';

// The member 360 view (members:read) and the staff's actions on one member, each with the
// permission MEMBER_ACTIONS names; the platform checks it and writes the audit record.

export async function searchMembers(token: string, q: string) {
  return (await adminCall({ method: 'GET', path: '/member-search', token, query: { q, limit: '50' } }, z.array(memberSearchRow))).value;
}

export async function overviewOf(token: string, account: string) {
  return (await adminCall({ method: 'GET', path: `/members/${segment(account)}/overview`, token }, memberOverview)).value;
}

const actionAnswer = z.record(z.string(), z.unknown());

/** Runs one action; a manual adjustment above the owner's threshold answers 202 (waiting for a second approver). */
export async function runMemberAction(token: string, account: string, action: MemberAction, body: Record<string, unknown>) {
  const path = `/members/${segment(account)}${MEMBER_ACTIONS[action].path}`;
  if (action === 'adjust') {
    const { idempotencyKey, ...adjustment } = body as { idempotencyKey: string };
    return adminCall({ method: 'POST', path, token, body: adjustment, idempotencyKey }, adjustmentAnswer);
  }
  return adminCall({ method: 'POST', path, token, body }, actionAnswer);
}
