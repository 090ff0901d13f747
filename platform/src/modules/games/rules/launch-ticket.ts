// Launch tickets of the local game vendor: `<payload>.<signature>`, the payload base64url JSON
// { n: nonce, m: member id, g: game id, l: language, e: expiry ms }, the signature HMAC-SHA256
// under the platform's accounts secret. 128 random bits of nonce make a ticket unguessable, the
// signature makes it unforgeable, the expiry short-lived; the game session it opens is bound to
// the member inside, and a nonce opens one session only (game_sessions.id).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 1000;

export interface LaunchTicket {
  nonce: string;
  memberId: number;
  gameId: number;
  language: string;
  expiresAt: number;
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function issueLaunchTicket(
  key: Buffer,
  claims: { memberId: number; gameId: number; language: string },
  now = Date.now(),
): { ticket: string; claims: LaunchTicket } {
  const full: LaunchTicket = { ...claims, nonce: randomBytes(16).toString('base64url'), expiresAt: now + LAUNCH_TICKET_TTL_MS };
  const payload = Buffer.from(
    JSON.stringify({ n: full.nonce, m: full.memberId, g: full.gameId, l: full.language, e: full.expiresAt }),
  ).toString('base64url');
  return { ticket: `${payload}.${sign(key, payload)}`, claims: full };
}

export type TicketCheck = { ok: true; ticket: LaunchTicket } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyLaunchTicket(key: Buffer, ticket: string, now = Date.now()): TicketCheck {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let raw: { n?: unknown; m?: unknown; g?: unknown; l?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { n, m, g, l, e } = raw;
  if (typeof n !== 'string' || !Number.isInteger(m) || !Number.isInteger(g) || typeof l !== 'string' || typeof e !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, ticket: { nonce: n, memberId: m as number, gameId: g as number, language: l, expiresAt: e } };
}
