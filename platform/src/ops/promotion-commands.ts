// The CLI's promotion commands: define (a JSON file, contract/rewards.ts promotionDefinitionSchema),
// list, issue a reward to a member, decide applications, and draw a raffle now. Through the running
// platform's admin API only, like the deposit commands.
import { readFile } from 'node:fs/promises';
import type { DrawReport } from '../modules/rewards';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const PROMOTION_USAGE = `  promotions                                   list promotions (id, type, period, amount, turnover multiple, status)
  promotion define <file.json>                 define or change a promotion (fields: contract/rewards.ts promotionDefinitionSchema)
  promotion issue <promotionId> <account> [amount] [remark]   issue a reward the member then claims
  promotion applications [A|R|S|I|C|E]         participations by state (default A, applications waiting)
  promotion <approve|reject> <claimId> [amount] [remark]   decide an application (approve issues the reward)
  promotion draw <promotionId>                 draw a raffle (LUCKYBET) now: pays its winners once, shows the seed`;

export type PromotionCommand =
  | { kind: 'promotions' }
  | { kind: 'promotion-define'; file: string }
  | { kind: 'promotion-issue'; promotionId: string; account: string; amount?: string; remark?: string }
  | { kind: 'promotion-applications'; state: string }
  | { kind: 'promotion-decide'; action: 'approve' | 'reject'; claimId: string; amount?: string; remark?: string }
  | { kind: 'promotion-draw'; promotionId: string };

const PROMOTION_ID = /^[A-Za-z0-9_-]{1,32}$/;
const CLAIM_ID = /^CL[0-9A-Z]{6,30}$/;
const AMOUNT = /^\d{1,12}\.\d{2}$/;

/** An optional amount followed by an optional remark. */
function amountAndRemark(rest: string[]): { amount?: string; remark?: string } {
  const amount = rest[0] && AMOUNT.test(rest[0]) ? rest[0] : undefined;
  const remark = rest.slice(amount ? 1 : 0).join(' ').trim();
  return { ...(amount ? { amount } : {}), ...(remark ? { remark } : {}) };
}

export function parsePromotionCommand(args: string[]): PromotionCommand | undefined {
  const [name, sub, ...rest] = args;
  if (name === 'promotions' && sub === undefined) return { kind: 'promotions' };
  if (name !== 'promotion') return undefined;
  if (sub === 'define' && rest.length === 1) return { kind: 'promotion-define', file: rest[0] };
  if (sub === 'issue' && PROMOTION_ID.test(rest[0] ?? '') && rest[1]) return { kind: 'promotion-issue', promotionId: rest[0], account: rest[1], ...amountAndRemark(rest.slice(2)) };
  if (sub === 'applications' && rest.length <= 1) {
    const state = rest[0] ?? 'A';
    return /^[ARSICE]$/.test(state) ? { kind: 'promotion-applications', state } : undefined;
  }
  if (sub === 'draw' && rest.length === 1 && PROMOTION_ID.test(rest[0])) return { kind: 'promotion-draw', promotionId: rest[0] };
  if ((sub === 'approve' || sub === 'reject') && CLAIM_ID.test(rest[0] ?? '')) return { kind: 'promotion-decide', action: sub, claimId: rest[0], ...amountAndRemark(rest.slice(1)) };
  return undefined;
}

export async function promotionViaApi(command: PromotionCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'promotions':
      return callAdmin(baseUrl, key, 'GET', '/promotions');
    case 'promotion-define':
      return callAdmin(baseUrl, key, 'PUT', '/promotions', JSON.parse(await readFile(command.file, 'utf8')));
    case 'promotion-issue':
      return callAdmin(baseUrl, key, 'POST', `/promotions/${command.promotionId}/issue`, { account: command.account, amount: command.amount, remark: command.remark });
    case 'promotion-applications':
      return callAdmin(baseUrl, key, 'GET', `/promotion-claims?state=${command.state}`);
    case 'promotion-decide':
      return callAdmin(baseUrl, key, 'POST', `/promotion-claims/${command.claimId}/decide`, { action: command.action, amount: command.amount, remark: command.remark });
    case 'promotion-draw':
      return callAdmin(baseUrl, key, 'POST', `/promotions/${command.promotionId}/draw`);
  }
}

interface PromotionLine {
  promotionId: string;
  type: string;
  title: string;
  startsAt: string;
  endsAt: string;
  fixedAmount: string | null;
  percent: string | null;
  maxBonus: string | null;
  turnoverMultiple: number;
  status: string;
  enabled: boolean;
  promoCode: string | null;
}

interface ClaimLine {
  claimId: string;
  promotionId: string;
  status: string;
  bonus: string;
  turnoverRequired: string;
  account?: string;
  remark: string | null;
  imageCount: number;
  createdAt: string;
}

const claimLine = (c: ClaimLine) =>
  `${c.claimId}  ${c.createdAt}  ${(c.account ?? '').padEnd(10)} ${c.promotionId.padEnd(12)} ${c.status.padEnd(11)} bonus ${c.bonus.padStart(10)} turnover ${c.turnoverRequired.padStart(10)}  images ${c.imageCount}${c.remark ? `  "${c.remark}"` : ''}`;

export function describePromotion(command: PromotionCommand, value: unknown): string {
  if (command.kind === 'promotions') {
    const rows = value as PromotionLine[];
    if (rows.length === 0) return 'no promotions';
    return rows
      .map((p) => {
        const amount = p.fixedAmount ?? `${p.percent}% up to ${p.maxBonus}`;
        return `${p.promotionId.padEnd(12)} ${p.type.padEnd(11)} ${p.startsAt.slice(0, 10)} – ${p.endsAt.slice(0, 10)}  ${amount.padEnd(20)} x${p.turnoverMultiple}  ${p.status}${p.enabled ? '' : ' (disabled)'}${p.promoCode ? `  code ${p.promoCode}` : ''}  ${p.title}`;
      })
      .join('\n');
  }
  if (command.kind === 'promotion-define') return `defined ${(value as PromotionLine).promotionId}`;
  if (command.kind === 'promotion-draw') {
    const draw = value as DrawReport;
    const winners = draw.winners.map((w) => `  member ${w.memberId}  ${w.claimId}  ${w.paid ? `paid ${draw.prize}` : 'to claim after a break'}`);
    return [`${draw.promotionId} drawn ${draw.drawnAt}: ${draw.winners.length} of ${draw.entries} entries won, seed ${draw.seed}`, ...winners].join('\n');
  }
  if (command.kind === 'promotion-applications') {
    const rows = value as ClaimLine[];
    return rows.length ? rows.map(claimLine).join('\n') : 'none';
  }
  return claimLine(value as ClaimLine);
}
