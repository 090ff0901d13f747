// Whether a request may spend the reserve of a site-wide budget (abuse-limits UNKNOWN_SHARE): a known
// device (its device id has logged in to a real account: trial accounts are anyone's) or a signed-in
// member. A missing, dead or trial token is no error here, only an unknown visitor.
import type { FastifyRequest } from 'fastify';
import { isTrialType } from '../../../../../contract/member-types';
import type { Db } from '../../../core/database/client';
import { isKnownDevice } from '../queries/login-devices';
import { findLiveSession } from '../queries/sessions';
import type { Client } from '../rules/accounts-deps';
import type { Visitor } from '../../../core/abuse-limits';
import { knownDeviceSince } from '../rules/login-policy';
import { hashToken } from '../../../core/token';

export async function visitorOf(db: Db, request: FastifyRequest, client: Client): Promise<Visitor> {
  const now = new Date();
  if (client.deviceHash && (await isKnownDevice(db, client.deviceHash, knownDeviceSince(now)))) return 'known';
  const token = request.headers.authorization?.trim().replace(/^Bearer\s+/i, '');
  if (!token) return 'unknown';
  const session = await findLiveSession(db, hashToken(token), now);
  return session && !isTrialType(session.type) ? 'known' : 'unknown';
}
