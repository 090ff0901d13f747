// The objects state-changing admin routes change, each read in the compact shape the audit trail
// keeps as its before and after (audit-change.ts). Money as text in major units, times as ISO text;
// no secrets (seeds, password hashes) and no long lists.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { balanceOf } from '../../ledger';
import { findMemberByAccount } from '../../accounts';
import { boardEvents } from '../../games';
import { depositOrders, withdrawalOrders } from '../../cashier';
import { banners } from '../../content';
import { sessions } from '../../accounts';
import { vendors } from '../../games';
import { feedback } from '../../member-center';
import { liveRounds } from '../../games';
import { lotteryDraws } from '../../games';
import { missions } from '../../rewards';
import { pointBalanceOf } from '../../rewards';
import type { AuditSubject } from './audit-change';
import { balanceWalletOf } from '../../ledger';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A setting kept as one value (a settings row, a store): the whole value before and after. */
export function settingSubject(objectId: string, read: (ex: Executor) => Promise<unknown>): AuditSubject {
  return { objectType: 'setting', objectId, read };
}

/** One row found by `find` (none: null), kept in the compact shape `state` gives it. */
function rowSubject<Row>(objectType: string, objectId: string | number, find: (ex: Executor) => Promise<Row[]>, state: (row: Row) => unknown): AuditSubject {
  return {
    objectType,
    objectId: String(objectId),
    read: async (ex) => {
      const [row] = await find(ex);
      return row === undefined ? null : state(row);
    },
  };
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberByAccount>>>;

/** What `state` reads of a member found by account (none: null). */
function memberRead(account: string, state: (ex: Executor, member: MemberRow) => Promise<unknown>): AuditSubject {
  return {
    objectType: 'member',
    objectId: account,
    read: async (ex) => {
      const member = await findMemberByAccount(ex, account);
      return member ? state(ex, member) : null;
    },
  };
}

export function memberSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => ({
    nickname: member.nickname,
    realName: member.payeeName,
    failedLogins: member.failedLoginCount,
    lockedUntil: iso(member.lockedUntil),
    balance: fromMinor(await balanceOf(ex, balanceWalletOf({ id: member.id, type: member.type }))),
  }));
}

/** How many sessions the member has open (ending them all is the change). */
export function memberSessionsSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => {
    const [open] = await ex
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return { openSessions: open.n };
  });
}

export function memberPointsSubject(account: string): AuditSubject {
  return memberRead(account, async (ex, member) => ({ points: await pointBalanceOf(ex, member.id) }));
}

export function depositSubject(depositId: string): AuditSubject {
  return rowSubject('deposit', depositId, (ex) => ex.select().from(depositOrders).where(eq(depositOrders.depositId, depositId)), (order) => ({
    state: order.state,
    amount: fromMinor(order.amount),
    decidedBy: order.decidedBy,
    remark: order.remark,
    bonusOutcome: order.bonusOutcome,
  }));
}

export function withdrawalSubject(id: number): AuditSubject {
  return rowSubject('withdrawal', id, (ex) => ex.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)), (order) => ({
    state: order.state,
    amount: fromMinor(order.amount),
    fee: fromMinor(order.fee),
    decidedBy: order.decidedBy,
    remark: order.remark,
  }));
}

export function bannerSubject(id: number): AuditSubject {
  return rowSubject('banner', id, (ex) => ex.select().from(banners).where(eq(banners.id, id)), (row) => ({
    group: row.groupName,
    title: row.title,
    linkageType: row.linkageType,
    url: row.url,
    sort: row.sort,
    enabled: row.enabled,
  }));
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
  return rowSubject('mission', id, (ex) => ex.select().from(missions).where(eq(missions.id, id)), (row) => ({
    title: row.title,
    metric: row.metric,
    series: row.series,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    milestones: row.milestones.length,
    turnoverMultiple: row.turnoverMultiple,
  }));
}

export function feedbackSubject(id: number): AuditSubject {
  return rowSubject('feedback', id, (ex) => ex.select().from(feedback).where(eq(feedback.id, id)), (row) => ({
    memberId: row.memberId,
    type: row.type,
    repliedAt: iso(row.repliedAt),
    replyMessageId: row.replyMessageId,
  }));
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
