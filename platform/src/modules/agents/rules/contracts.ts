// Contract flows (portal spec §4, money-and-agents §5.6): an upline offers its direct downline agent
// a contract, modifies it or asks to terminate it; the side asked accepts or rejects. Each move is
// one transaction: a compare-and-set from the status and version read (of two deciders at once one
// wins, the other gets contract_state_changed) and an event in the contract's history.
//
// Auto-termination (spec §4): when a holder accepts a contract (or a modification) that pays less
// than a contract it gave its own downline of the same kind, that downline contract is cancelled in
// the same transaction (status C, history action auto_terminate). The offer says so beforehand
// (downlineHigherRate 'Y'), so the popup can warn.
import { eq, inArray } from 'drizzle-orm';
import {
  AGENT_CONTRACT_CAPS_KEY,
  ALL_LOTTERY_GAMES,
  CONTRACT_TRANSITIONS,
  DEFAULT_CONTRACT_CAPS,
  TERMS_SCHEMAS,
  contractCaps,
  type ConsolidatedAnswer,
  type ContractDecisionBody,
  type ContractHistory,
  type ContractKind,
  type ContractOfferBody,
  type ContractsOverview,
  type ContractTerms,
  type ContractView,
  type TermsOf,
} from '../../../../../contract/agent-contracts';
import { AGENT_TYPES, isAgentType } from '../../../../../contract/member-types';
import {
  casContract,
  contractEvents,
  contractOfParty,
  contractViews,
  contractsAwaiting,
  directDownlineAgents,
  insertContract,
  latestContractOf,
  latestContractsGivenBy,
  liveContractsGivenBy,
  recordContractEvent,
  signedContractOf,
  type ContractChange,
  type ContractRow,
} from '../queries/agent-contracts';
import type { Db, Executor } from '../../../core/database/client';
import { games } from '../../games';
import { members } from '../../accounts';
import { readSetting } from '../../../core/database/settings';
import { checkTiersRise, checkWithinLimits, exceedsLimits, limitsOfCaps, limitsOfTerms, type ContractLimits } from './contracts-rules';
import { ApiError } from '../../../core/http/envelope';
import { parseOrFail } from '../../../core/http/validation';
import { agentErrors } from '../http/require-agent';

export const contractErrors = {
  notFound: () => new ApiError(404, 'contract_not_found', 'No such contract'),
  exists: () => new ApiError(409, 'contract_exists', 'This downline already has a contract of this kind'),
  stateChanged: () => new ApiError(409, 'contract_state_changed', 'The contract changed meanwhile; reload and try again'),
  notAllowed: () => new ApiError(409, 'contract_action_not_allowed', 'This action is not allowed on this contract now'),
  downlineNotAgent: () => new ApiError(409, 'downline_not_agent', 'Contracts are offered to downline agents only'),
  noOwnContract: () => new ApiError(409, 'no_own_contract', 'You need a signed contract of this kind before you can offer one'),
  gameNotLottery: () => new ApiError(400, 'game_not_lottery', 'Real-time salary is paid on lottery games only'),
};

export interface Actor {
  memberId: number;
}

const actorName = (memberId: number) => `member:${memberId}`;

export async function readContractCaps(ex: Executor) {
  const parsed = contractCaps.safeParse(await readSetting(ex, AGENT_CONTRACT_CAPS_KEY));
  return parsed.success ? parsed.data : DEFAULT_CONTRACT_CAPS;
}

/** A top agent has no upline agent: the operator's caps bound its offers. */
async function isTopAgent(ex: Executor, agentId: number): Promise<boolean> {
  const [self] = await ex.select({ parentId: members.parentId }).from(members).where(eq(members.id, agentId));
  if (!self?.parentId) return true;
  const [parent] = await ex.select({ type: members.type }).from(members).where(eq(members.id, self.parentId));
  return !parent || !isAgentType(parent.type);
}

/** What an agent may give below, or undefined when it may not offer this kind at all. */
async function ownLimits(ex: Executor, kind: ContractKind, agentId: number): Promise<ContractLimits | undefined> {
  if (await isTopAgent(ex, agentId)) return limitsOfCaps(kind, await readContractCaps(ex));
  const own = await signedContractOf(ex, kind, agentId);
  return own ? limitsOfTerms(kind, own.terms) : undefined;
}

/** Parses terms of the kind and applies the rules that need no upline: rising tiers, lottery games. */
async function validTerms(ex: Executor, kind: ContractKind, raw: unknown): Promise<ContractTerms> {
  const terms = parseOrFail(TERMS_SCHEMAS[kind], raw) as ContractTerms;
  checkTiersRise(kind, terms);
  if (kind === 'realtime') {
    const codes = (terms as TermsOf['realtime']).games.map((g) => g.gameCode).filter((code) => code !== ALL_LOTTERY_GAMES);
    if (codes.length) {
      const found = await ex.select({ code: games.gameCode, type: games.gameType }).from(games).where(inArray(games.gameCode, codes));
      if (found.length !== codes.length || found.some((g) => g.type !== 'LOTT' && g.type !== 'ELOTT')) throw contractErrors.gameNotLottery();
    }
  }
  return terms;
}

async function checkOfferable(ex: Executor, kind: ContractKind, uplineId: number, terms: ContractTerms): Promise<void> {
  const limits = await ownLimits(ex, kind, uplineId);
  if (!limits) throw contractErrors.noOwnContract();
  checkWithinLimits(kind, terms, limits);
}

/** The holder's live contracts given below that pay more than `terms` allow. */
async function higherDownlineContracts(ex: Executor, kind: ContractKind, holderId: number, terms: ContractTerms): Promise<ContractRow[]> {
  const limits = limitsOfTerms(kind, terms);
  const given = await liveContractsGivenBy(ex, kind, holderId);
  return given.filter((c) => exceedsLimits(kind, c.terms, limits) || (c.pendingTerms !== null && exceedsLimits(kind, c.pendingTerms, limits)));
}

/** The terms a P or E contract asks the downline to sign. */
const askedTerms = (row: ContractRow): ContractTerms | undefined => (row.status === 'P' ? row.terms : row.status === 'E' ? (row.pendingTerms ?? undefined) : undefined);

async function views(ex: Executor, rows: ContractRow[]): Promise<ContractView[]> {
  const higher = new Set<number>();
  for (const row of rows) {
    const asked = askedTerms(row);
    if (asked && (await higherDownlineContracts(ex, row.kind, row.downlineId, asked)).length) higher.add(row.id);
  }
  const byId = new Map((await contractViews(ex, rows.map((r) => r.id), (r) => higher.has(r.id))).map((v) => [v.id, v]));
  return rows.map((r) => byId.get(r.id)!);
}

async function viewOne(ex: Executor, row: ContractRow): Promise<ContractView> {
  return (await views(ex, [row]))[0];
}

/** A direct downline agent of the caller: anything else in or out of its subtree is not found. */
async function directDownlineAgent(ex: Executor, agentId: number, downlineId: number) {
  const [row] = await ex.select({ id: members.id, parentId: members.parentId, type: members.type }).from(members).where(eq(members.id, downlineId));
  if (!row || row.parentId !== agentId) throw agentErrors.notInTeam();
  if (!isAgentType(row.type)) throw contractErrors.downlineNotAgent();
  return row;
}

export async function offerContract(db: Db, actor: Actor, body: ContractOfferBody, now = new Date()): Promise<ContractView> {
  return db.transaction(async (tx) => {
    await directDownlineAgent(tx, actor.memberId, body.downlineId);
    const terms = await validTerms(tx, body.kind, body.terms);
    await checkOfferable(tx, body.kind, actor.memberId, terms);
    const row = await insertContract(tx, { kind: body.kind, uplineId: actor.memberId, downlineId: body.downlineId, terms, now });
    if (!row) throw contractErrors.exists();
    await recordContractEvent(tx, { contractId: row.id, action: 'offer', fromStatus: null, toStatus: 'P', actor: actorName(actor.memberId), terms, at: now });
    return viewOne(tx, row);
  });
}

/** Reads a contract of the caller, checks the version the caller saw, and applies one move. */
async function move(
  db: Db,
  actor: Actor,
  contractId: number,
  version: number | undefined,
  decide: (row: ContractRow, tx: Executor) => Promise<{ action: string; to: ContractRow['status']; change: ContractChange; terms?: ContractTerms | null }>,
  now: Date,
  kind?: ContractKind,
): Promise<ContractView> {
  return db.transaction(async (tx) => {
    const row = await contractOfParty(tx, contractId, actor.memberId);
    if (!row || (kind && row.kind !== kind)) throw contractErrors.notFound();
    if (version !== undefined && version !== row.version) throw contractErrors.stateChanged();
    const { action, to, change, terms } = await decide(row, tx);
    const moved = await casContract(tx, row, to, change, now);
    if (!moved) throw contractErrors.stateChanged();
    await recordContractEvent(tx, { contractId: row.id, action, fromStatus: row.status, toStatus: to, actor: actorName(actor.memberId), terms: terms ?? null, at: now });
    if (moved.status === 'A' && (row.status === 'P' || row.status === 'E')) await autoTerminate(tx, moved, now);
    return viewOne(tx, moved);
  });
}

/** Cancels the holder's downline contracts that pay more than the contract it just signed (spec §4). */
async function autoTerminate(tx: Executor, signed: ContractRow, now: Date): Promise<void> {
  for (const below of await higherDownlineContracts(tx, signed.kind, signed.downlineId, signed.terms)) {
    const cancelled = await casContract(tx, below, 'C', { endedAt: now, pendingTerms: null, requestedBy: null }, now);
    if (!cancelled) throw contractErrors.stateChanged();
    await recordContractEvent(tx, {
      contractId: below.id,
      action: 'auto_terminate',
      fromStatus: below.status,
      toStatus: 'C',
      actor: 'system',
      remark: `upline contract ${signed.id} pays less`,
      at: now,
    });
  }
}

function step(table: Partial<Record<ContractRow['status'], ContractRow['status']>>, row: ContractRow): ContractRow['status'] {
  const to = table[row.status];
  if (!to) throw contractErrors.notAllowed();
  return to;
}

export function modifyContract(db: Db, actor: Actor, contractId: number, input: { terms: unknown; version?: number }, now = new Date()) {
  return move(
    db,
    actor,
    contractId,
    input.version,
    async (row, tx) => {
      if (row.uplineId !== actor.memberId) throw contractErrors.notAllowed();
      const to = step(CONTRACT_TRANSITIONS.modify, row);
      const terms = await validTerms(tx, row.kind, input.terms);
      await checkOfferable(tx, row.kind, actor.memberId, terms);
      // An unsigned offer is simply re-offered; a signed contract keeps its terms until the downline agrees.
      const change: ContractChange = row.status === 'P' ? { terms } : { pendingTerms: terms, requestedBy: 'upline' };
      return { action: 'modify', to, change, terms };
    },
    now,
  );
}

/** The upline ends a contract: an unsigned offer is withdrawn (C) at once, a signed one needs the downline's consent (V). */
export function terminateContract(db: Db, actor: Actor, contractId: number, version: number | undefined, now = new Date()) {
  return move(
    db,
    actor,
    contractId,
    version,
    async (row) => {
      if (row.uplineId !== actor.memberId) throw contractErrors.notAllowed();
      const to = step(CONTRACT_TRANSITIONS.terminate, row);
      const change: ContractChange = to === 'C' ? { endedAt: now } : { pendingTerms: null, requestedBy: 'upline' };
      return { action: to === 'C' ? 'withdraw' : 'terminate_request', to, change };
    },
    now,
  );
}

/** The downline asks to end its signed contract; the upline decides. */
export function requestTermination(db: Db, actor: Actor, contractId: number, version: number | undefined, now = new Date()) {
  return move(
    db,
    actor,
    contractId,
    version,
    async (row) => {
      if (row.downlineId !== actor.memberId) throw contractErrors.notAllowed();
      const to = step(CONTRACT_TRANSITIONS.requestTerminate, row);
      return { action: 'terminate_request', to, change: { pendingTerms: null, requestedBy: 'downline' } };
    },
    now,
  );
}

/**
 * The popup's decision (MCSFE_process… calls). P and E are decided by the downline (A accept, R
 * reject), V by the side that did not ask (C terminate, A or R reject).
 */
export function decideContract(db: Db, actor: Actor, kind: ContractKind, body: ContractDecisionBody, now = new Date()) {
  return move(
    db,
    actor,
    body.id,
    body.version,
    async (row) => {
      const decider = row.status === 'V' ? (row.requestedBy === 'downline' ? row.uplineId : row.downlineId) : row.downlineId;
      if (decider !== actor.memberId) throw contractErrors.notAllowed();
      let accept: boolean;
      if (row.status === 'V') accept = body.status === 'C';
      else if (body.status === 'C') throw contractErrors.notAllowed();
      else accept = body.status === 'A';
      const to = step(accept ? CONTRACT_TRANSITIONS.accept : CONTRACT_TRANSITIONS.reject, row);
      const what = row.status === 'P' ? 'offer' : row.status === 'E' ? 'modify' : 'terminate';
      let change: ContractChange;
      if (row.status === 'P') change = accept ? { signedAt: now } : { endedAt: now };
      // A modification keeps the first signing date: periods since then stay the contract's.
      else if (row.status === 'E') change = accept ? { terms: row.pendingTerms!, pendingTerms: null, requestedBy: null } : { pendingTerms: null, requestedBy: null };
      else change = accept ? { endedAt: now, requestedBy: null } : { requestedBy: null };
      return { action: `${accept ? 'accept' : 'reject'}_${what}`, to, change, terms: row.status === 'E' && accept ? row.pendingTerms : null };
    },
    now,
    kind,
  );
}

export async function consolidated(ex: Executor, memberId: number): Promise<ConsolidatedAnswer> {
  const items = await views(ex, await contractsAwaiting(ex, memberId));
  const has = (kind: ContractKind) => items.some((item) => item.kind === kind);
  return { items, divtypereq: has('dividend'), dailysalreqtype: has('daily'), contracthoursalreq: has('hourly'), realtimesalreqtype: has('realtime') };
}

export async function contractsOverview(ex: Executor, agentId: number, kind: ContractKind): Promise<ContractsOverview> {
  const mine = await latestContractOf(ex, kind, agentId);
  const downlines = await directDownlineAgents(ex, agentId, AGENT_TYPES);
  const given = new Map((await latestContractsGivenBy(ex, kind, agentId)).map((row) => [row.downlineId, row]));
  const rows = [...(mine ? [mine] : []), ...downlines.flatMap((d) => (given.has(d.memberId) ? [given.get(d.memberId)!] : []))];
  const byId = new Map((await views(ex, rows)).map((v) => [v.id, v]));
  return {
    kind,
    mine: mine ? byId.get(mine.id)! : null,
    canOffer: (await ownLimits(ex, kind, agentId)) !== undefined,
    downlines: downlines.map((d) => {
      const row = given.get(d.memberId);
      return { ...d, contract: row ? byId.get(row.id)! : null };
    }),
  };
}

export async function contractHistoryOf(ex: Executor, agentId: number, contractId: number): Promise<ContractHistory> {
  const row = await contractOfParty(ex, contractId, agentId);
  if (!row) throw contractErrors.notFound();
  return { contract: await viewOne(ex, row), events: await contractEvents(ex, row.id) };
}
