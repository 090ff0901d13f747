// The staff's actions on a member, as the 360 screen sends them to the back office's BFF: each
// action's body checked the same in the form and in the BFF (contract/member-admin.ts), the platform
// path it goes to, and the permission it needs (the screen shows an action only with it).
import { z } from 'zod';
import { IDEMPOTENCY_KEY } from '../../contract/money';
import { adjustmentBody, blocksBody, loginLockBody, memberMessageBody, noteBody, realNameBody, reasonBody } from '../../contract/member-admin';
import type { Permission } from '../../contract/staff-permissions';

/** A manual adjustment carries the key the browser drew when its dialog opened: sent twice, filed once. */
export const adjustmentRequest = adjustmentBody.extend({ idempotencyKey: z.string().regex(IDEMPOTENCY_KEY) });

export const MEMBER_ACTIONS = {
  'real-name': { path: '/real-name', body: realNameBody, permission: 'members:edit' },
  blocks: { path: '/blocks', body: blocksBody, permission: 'members:edit' },
  'login-lock': { path: '/login-lock', body: loginLockBody, permission: 'members:edit' },
  'end-sessions': { path: '/sessions/end', body: reasonBody, permission: 'members:edit' },
  'reset-funds-password': { path: '/funds-password/reset', body: reasonBody, permission: 'members:edit' },
  notes: { path: '/notes', body: noteBody, permission: 'members:edit' },
  messages: { path: '/messages', body: memberMessageBody, permission: 'inbox:send' },
  adjust: { path: '/adjust', body: adjustmentRequest, permission: 'members:adjust' },
} as const satisfies Record<string, { path: string; body: z.ZodType; permission: Permission }>;

export type MemberAction = keyof typeof MEMBER_ACTIONS;
export const MEMBER_ACTION_NAMES = Object.keys(MEMBER_ACTIONS) as MemberAction[];
