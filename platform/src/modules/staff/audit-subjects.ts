// The objects state-changing admin routes change, each read in the compact shape the audit trail
// keeps as its before and after (audit-change.ts). Money as text in major units, times as ISO text;
// no secrets (seeds, password hashes) and no long lists.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { fromMinor } from '../../../../contract/money';
import type { Executor } from '../../db/client';
import { balanceOf } from '../../db/ledger';
import { findMemberByAccount } from '../../db/members';
import { boardEvents } from '../../db/schema-event-board';
import { depositOrders, withdrawalOrders } from '../../db/schema-cashier';
import { banners } from '../../db/schema-content';
import { sessions, vendors } from '../../db/schema';
import { feedback } from '../../db/schema-member-center';
import { liveRounds } from '../../db/schema-live';
import { lotteryDraws } from '../../db/schema-lottery';
import { missions } from '../../db/schema-loyalty';
import { pointBalanceOf } from '../../domain/points';
import type { AuditSubject } from './audit-change';
import { balanceWalletOf } from '../../domain/play-wallet';

const firstOr = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A setting kept as one value (a settings row, a store): the whole value before and after. */
export function settingSubject(objectId: string, read: (ex: Executor) => Promise<unknown>): AuditSubject {
  return { objectType: 'setting', objectId, read };
}

export function memberSubject(account: string): AuditSubject {
  return {
    objectType: 'member',
    objectId: account,
    read: async (ex) => {
      const member = await findMemberByAccount(ex, account);
      if (!member) return null;
      return {
        nickname: member.nickname,
        realName: member.payeeName,
        failedLogins: member.failedLoginCount,
        lockedUntil: iso(member.lockedUntil),
        balance: fromMinor(await balanceOf(ex, balanceWalletOf({ id: member.id, type: member.type }))),
      };
    },
  };
}

/** How many sessions the member has open (ending them all is the change). */
export function memberSessionsSubject(account: string): AuditSubject {
  return {
    objectType: 'member',
    objectId: account,
    read: async (ex) => {
      const member = await findMemberByAccount(ex, account);
      if (!member) return null;
      const [open] = await ex
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return { openSessions: open.n };
    },
  };
}

export function memberPointsSubject(account: string): AuditSubject {
  return {
    objectType: 'member',
    objectId: account,
    read: async (ex) => {
      const member = await findMemberByAccount(ex, account);
      return member ? { points: await pointBalanceOf(ex, member.id) } : null;
    },
  };
}

export function depositSubject(depositId: string): AuditSubject {
  return {
    objectType: 'deposit',
    objectId: depositId,
    read: async (ex) => {
      const order = await firstOr(ex.select().from(depositOrders).where(eq(depositOrders.depositId, depositId)));
      return order && { state: order.state, amount: fromMinor(order.amount), decidedBy: order.decidedBy, remark: order.remark, bonusOutcome: order.bonusOutcome };
    },
  };
}

export function withdrawalSubject(id: number): AuditSubject {
  return {
    objectType: 'withdrawal',
    objectId: String(id),
    read: async (ex) => {
      const order = await firstOr(ex.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)));
      return order && { state: order.state, amount: fromMinor(order.amount), fee: fromMinor(order.fee), decidedBy: order.decidedBy, remark: order.remark };
    },
  };
}

const bannerState = (row: typeof banners.$inferSelect) => ({ group: row.groupName, title: row.title, linkageType: row.linkageType, url: row.url, sort: row.sort, enabled: row.enabled });

export function bannerSubject(id: number): AuditSubject {
  return {
    objectType: 'banner',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(banners).where(eq(banners.id, id)));
      return row && bannerState(row);
    },
  };
}

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

export function missionSubject(id: number): AuditSubject {
  return {
    objectType: 'mission',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(missions).where(eq(missions.id, id)));
      return row && { title: row.title, metric: row.metric, series: row.series, startAt: iso(row.startAt), endAt: iso(row.endAt), milestones: row.milestones.length, turnoverMultiple: row.turnoverMultiple };
    },
  };
}

export function feedbackSubject(id: number): AuditSubject {
  return {
    objectType: 'feedback',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(feedback).where(eq(feedback.id, id)));
      return row && { memberId: row.memberId, type: row.type, repliedAt: iso(row.repliedAt), replyMessageId: row.replyMessageId };
    },
  };
}

/** A lottery draw: its state and result (its seed stays secret until drawn, and out of the trail). */
export function drawSubject(id: number): AuditSubject {
  return {
    objectType: 'lottery-draw',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)));
      return row && { market: row.market, issue: row.issue, state: row.state, closesAt: iso(row.closesAt), result: row.result, drawnAt: iso(row.drawnAt), settledAt: iso(row.settledAt) };
    },
  };
}

export function boardEventSubject(id: number): AuditSubject {
  return {
    objectType: 'board-event',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(boardEvents).where(eq(boardEvents.id, id)));
      return row && { board: row.board, home: row.home, away: row.away, state: row.state, closesAt: iso(row.closesAt), result: row.result, settledAt: iso(row.settledAt) };
    },
  };
}

export function liveRoundSubject(id: number): AuditSubject {
  return {
    objectType: 'live-round',
    objectId: String(id),
    read: async (ex) => {
      const row = await firstOr(ex.select().from(liveRounds).where(eq(liveRounds.id, id)));
      return row && { table: row.tableCode, round: row.roundNo, state: row.state, closesAt: iso(row.closesAt), result: row.result, settledAt: iso(row.settledAt) };
    },
  };
}
