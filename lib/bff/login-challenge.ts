import 'server-only';
import type { IronSession } from 'iron-session';
import { z } from 'zod';
import type { SessionData } from '@/lib/session-types';
import { errorResponse } from './responses';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const challengeSchema = z.object({
  challenge: z.string().min(16).max(128),
  methods: z.array(z.enum(['sms', 'email', 'payeeName', 'totp'])),
});

/**
 * Spec §4: a login from an unrecorded IP needs a second verification. The challenge id stays in
 * the sealed session; the browser only learns which methods it may use.
 */
export async function rememberChallenge(session: IronSession<SessionData>, value: unknown, audience: 'member' | 'agent') {
  const parsed = challengeSchema.safeParse(value);
  if (!parsed.success) return errorResponse(502, 'upstream_invalid', 'Upstream answered with an unknown shape');
  session.pendingChallenge = {
    id: parsed.data.challenge,
    methods: parsed.data.methods,
    audience,
    expiresAt: Date.now() + CHALLENGE_TTL_MS,
  };
  await session.save();
  return errorResponse(403, 'login_verify_required', 'Please complete verification first', { methods: parsed.data.methods });
}

export function pendingChallenge(session: SessionData) {
  const pending = session.pendingChallenge;
  return pending && pending.expiresAt > Date.now() ? pending : null;
}
