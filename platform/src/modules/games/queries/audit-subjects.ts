// How the audit trail reads a vendor, a lottery draw, a board event and a live round (core/admin/admin-audit.ts).
import { eq } from 'drizzle-orm';
import { isoOrNull as iso, rowSubject, type AuditSubject } from '../../../core/admin/admin-audit';
import { vendors } from '../schema-catalogue';
import { boardEvents } from '../schema-event-board';
import { liveRounds } from '../schema-live';
import { lotteryDraws } from '../schema-lottery';

/** A vendor (the spec's vassalage): one row per game type it serves. */
export function vendorSubject(code: string): AuditSubject {
  return {
    objectType: 'vendor',
    objectId: code,
    read: async (ex) => {
      const rows = await ex.select().from(vendors).where(eq(vendors.code, code)).orderBy(vendors.gameType);
      return rows.length === 0 ? null : Object.fromEntries(rows.map((row) => [row.gameType, { enabled: row.enabled, isNew: row.isNew }]));
    },
  };
}

/** A lottery draw: its state and result (its seed stays secret until drawn, and out of the trail). */
export function drawSubject(id: number): AuditSubject {
  return rowSubject('lottery-draw', id, (ex) => ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)), (row) => ({
    market: row.market,
    issue: row.issue,
    state: row.state,
    closesAt: iso(row.closesAt),
    result: row.result,
    drawnAt: iso(row.drawnAt),
    settledAt: iso(row.settledAt),
  }));
}

export function boardEventSubject(id: number): AuditSubject {
  return rowSubject('board-event', id, (ex) => ex.select().from(boardEvents).where(eq(boardEvents.id, id)), (row) => ({
    board: row.board,
    home: row.home,
    away: row.away,
    state: row.state,
    closesAt: iso(row.closesAt),
    result: row.result,
    settledAt: iso(row.settledAt),
  }));
}

export function liveRoundSubject(id: number): AuditSubject {
  return rowSubject('live-round', id, (ex) => ex.select().from(liveRounds).where(eq(liveRounds.id, id)), (row) => ({
    table: row.tableCode,
    round: row.roundNo,
    state: row.state,
    closesAt: iso(row.closesAt),
    result: row.result,
    settledAt: iso(row.settledAt),
  }));
}
