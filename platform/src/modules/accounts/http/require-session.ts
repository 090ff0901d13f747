// Token routes: `Authorization: <token>` (raw, as the portal sends it) must name a live session.
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../../../core/database/client';
import { findLiveSession, type SessionMember } from '../queries/sessions';
import { errors } from '../../../core/http/envelope';
import { hashToken } from '../../../core/token';
import { requestSlot } from '../../../core/http/request-slot';
import { sessionEvents } from '../rules/session-events';

const slot = requestSlot<SessionMember>('session');

/** Reads the request's session into its slot: 401 without a token or with a dead one. */
export async function loadSession(db: Db, request: FastifyRequest): Promise<SessionMember> {
  const header = request.headers.authorization?.trim();
  if (!header) throw errors.notLoggedIn();
  const token = header.replace(/^Bearer\s+/i, '');
  const session = await findLiveSession(db, hashToken(token), new Date());
  if (!session) throw errors.tokenInvalid();
  slot.set(request, session);
  return session;
}

export function requireSession(db: Db): preHandlerHookHandler {
  return async (request) => {
    await loadSession(db, request);
  };
}

export function sessionOf(request: FastifyRequest): SessionMember {
  return slot.get(request);
}

/**
 * The member session guard as the ledger's member routes take it from the context (server.ts): the
 * ledger is below accounts (a new member's opening balance), so it does not import accounts.
 */
export const memberSessions = { requireSession, sessionOf, findLiveSession, sessionEvents };
export type MemberSessions = typeof memberSessions;
