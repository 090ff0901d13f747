/** @jest-environment node */
import { deriveAccountsKeys } from '@/platform/src/modules/accounts/rules/accounts-key';
import { issueLaunchTicket, LAUNCH_TICKET_TTL_MS, verifyLaunchTicket } from '@/platform/src/modules/games/rules/launch-ticket';
import { fromCents, toCents } from '@/platform/src/core/money';
import { multiplierOf, returnToPlayer, spinReels, SYMBOLS } from '@/platform/src/modules/games/rules/slot-machine';
import { parseCommand } from '@/platform/src/ops/cli';

describe('local vendor slot (documented return to player)', () => {
  it('returns exactly 31,558 / 32,768 (≈ 96.31 %) of the stakes', () => {
    expect(returnToPlayer()).toBe(31_558 / 32_768);
  });

  it('pays three of a kind and exactly two cherries, nothing else', () => {
    expect(multiplierOf(['DIAMOND', 'DIAMOND', 'DIAMOND'])).toBe(1000);
    expect(multiplierOf(['BLANK', 'BLANK', 'BLANK'])).toBe(0);
    expect(multiplierOf(['CHERRY', 'LEMON', 'CHERRY'])).toBe(2);
    expect(multiplierOf(['CHERRY', 'LEMON', 'BELL'])).toBe(0);
  });

  it('draws three symbols of the strip', () => {
    const reels = spinReels();
    expect(reels).toHaveLength(3);
    for (const symbol of reels) expect(SYMBOLS).toContain(symbol);
    expect(spinReels(() => 0)).toEqual(['CHERRY', 'CHERRY', 'CHERRY']);
  });

  it('does money in integer cents', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(fromCents(-505n)).toBe('-5.05');
    expect(fromCents(toCents('9999999.99') + 1n)).toBe('10000000.00');
  });
});

describe('launch tickets', () => {
  const key = deriveAccountsKeys('test').launchTickets;

  it('verifies its own tickets until they expire', () => {
    const now = Date.now();
    const { ticket, claims } = issueLaunchTicket(key, { memberId: 7, gameId: 9, language: 'th' }, now);
    expect(verifyLaunchTicket(key, ticket, now)).toEqual({ ok: true, ticket: claims });
    expect(verifyLaunchTicket(key, ticket, now + LAUNCH_TICKET_TTL_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, a changed payload and garbage', () => {
    const { ticket } = issueLaunchTicket(key, { memberId: 7, gameId: 9, language: 'th' });
    expect(verifyLaunchTicket(deriveAccountsKeys('other').launchTickets, ticket).ok).toBe(false);
    const [payload, signature] = ticket.split('.');
    const changed = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"m":7', '"m":8')).toString('base64url');
    expect(verifyLaunchTicket(key, `${changed}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLaunchTicket(key, 'x.y.z').ok).toBe(false);
  });
});

describe('operator CLI: new vendors', () => {
  it('parses `vendor <CODE> new on|off` and refuses anything else', () => {
    expect(parseCommand(['vendor', 'NLC', 'new', 'off'])).toEqual({ kind: 'vendor-new', code: 'NLC', isNew: false });
    expect(parseCommand(['vendor', 'KA', 'new', 'on'])).toEqual({ kind: 'vendor-new', code: 'KA', isNew: true });
    expect(parseCommand(['vendor', 'KA', 'new', 'maybe'])).toBeUndefined();
    expect(parseCommand(['vendor', 'K A', 'new', 'on'])).toBeUndefined();
  });
});
