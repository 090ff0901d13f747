// Free-play (trial) login (spec §4): a fresh type-4 member with 2000.00 trial credit, at most 5
// per IP per hour (abuse-limits freeplayPerIp: an IPv6 client per /64, and its /56 and /48).
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { createMember } from '../queries/accounts';
import type { AccountsDeps, Client } from './accounts-deps';
import { hashPassword } from './password';
import { startSession, type LoginSuccess } from './session-start';

export const FREEPLAY_POLICY = { credit: '2000.00' } as const;

export const freeplaySchema = z.object({
  random: z.string().min(16).max(64),
  os: z.string().max(32).optional(),
  platform: z.string().max(8).optional(),
  gatewayVersion: z.union([z.number(), z.string().max(8)]).optional(),
});

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function trialAccount(): string {
  return `trial${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

export async function freeplayLogin(deps: AccountsDeps, client: Client): Promise<LoginSuccess> {
  await deps.limits.consume('freeplayPerIp', client.ip);
  const now = new Date();
  // Nobody logs in to a trial account with a password: a random one nobody knows.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return deps.db.transaction(async (tx) => {
    const member = await createMember(tx, {
      account: trialAccount(),
      nickname: 'Trial',
      type: 4,
      parentId: null,
      passwordHash,
      firstTimeLogin: false,
      profile: { registerIp: client.ip, registerMethod: 'FREEPLAY' },
      opening: { amount: FREEPLAY_POLICY.credit, kind: 'trial_credit', reference: 'freeplay' },
    });
    return startSession(tx, member, client, now);
  });
}
