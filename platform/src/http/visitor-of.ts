// Whether a request may spend the reserve of a site-wide budget (abuse-limits UNKNOWN_SHARE): a known
// device (its device id has logged in to a real account: trial accounts are anyone's) or a signed-in
// member. A missing, dead or trial token is no error here, only an unknown visitor.
import type { FastifyRequest } from 'fastify';
import { isTrialType } from '../../../contract/member-types';
import type { Db } from '../db/client';
import { isKnownDevice } from '../db/login-devices';
import { findLiveSession } from '../db/sessions';
import type { Client } from '../domain/accounts-deps';
import type { Visitor } from '../domain/abuse-limits';
import { knownDeviceSince } from '../domain/login-policy';
import { hashToken } from '../domain/token';

export async function visitorOf(db: Db, request: FastifyRequest, client: Client): Promise<Visitor> {
  const now = new Date();
  if (client.deviceHash && (await isKnownDevice(db, client.deviceHash, knownDeviceSince(now)))) return 'known';
  const token = request.headers.authorization?.trim().replace(/^Bearer\s+/i, '');
  if (!token) return 'unknown';
  const session = await findLiveSession(db, hashToken(token), now);
  return session && !isTrialType(session.type) ? 'known' : 'unknown';
}
