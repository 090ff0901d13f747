/** @jest-environment node */
// The agent center's scope as a property (issue #12 acceptance): for random agent trees (depth ≤ 6,
// thousands of members, made in one bulk insert), random callers try, at every agent endpoint, the
// ids and accounts of their uplines, siblings, cousins and other trees. Nothing outside the
// caller's subtree may come back in an answer (but the caller's own upline, the counterparty of its
// own contracts), and nothing may change (a digest of the tables before and after). A member's
// token gets 403 non_agent everywhere. Every member has a deposit and most a round (an agent a
// rebate), so the reports have rows to leak, and each caller's report totals must be exactly its
// own team's.
//
// Extending: add an entry to ENDPOINTS (method, path and body given a target) for every new agent
// route, and its tables to FINGERPRINT_TABLES. The seed is printed on failure; rerun one with
// AGENT_SCOPE_SEED=<seed>.
import { randomUUID } from 'node:crypto';
import { businessDay } from '../../../contract/business-time';
import { dayNumber, dayText } from '../../../contract/agent-reports';
import { fromMinor, toMinor } from '../../../contract/money';
import type { BulkPlayRow } from '../../support/bulk-team-play';
import { startCashierPlatform, type Answer, type CashierHarness } from './cashier-harness';
import { postgresReachable, testDatabase } from './postgres-test-db';
import { sized } from '../../support/soak';

jest.setTimeout(180_000);

const FUNDS = 'Fund@2026';
const SEED = Number(process.env.AGENT_SCOPE_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** The random forest's size (full size under `npm run test:soak`). */
const MEMBERS = sized(200, 3_000);
const MAX_DEPTH = 6;
const CALLERS = 5;

/** Tables an agent request could change; a digest of each must be the same after every attack. */
const FINGERPRINT_TABLES = [
  'members',
  'member_tree',
  'ledger_accounts',
  'journal_entries',
  'agent_messages',
  'agent_contracts',
  'agent_contract_events',
  'agent_settlements',
  'member_rebates',
  'member_account_status',
  'affiliate_links',
  'game_rounds',
  'agent_daily_rounds',
  'settings',
];

/** Whom an attack names: a member outside the caller's subtree, with a message addressed to it and a contract offered to it. */
interface Target {
  id: number;
  account: string;
  messageId: number;
  contractId: number;
}

/** The caller's own context, for requests that mix a real downline with the target. */
interface Caller {
  id: number;
  account: string;
  token: string;
  /** A direct downline (member or agent). */
  downline?: string;
  /** An agent anywhere below the caller, to drill the P&L into. */
  downlineAgent?: string;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (target: Target, caller: Caller) => string;
  body?: (target: Target, caller: Caller) => unknown;
  encrypt?: boolean;
  /** A money command: sent with a fresh Idempotency-Key. */
  money?: boolean;
  /** What the answer must be beyond "no outside data, nothing changed" (e.g. 404 downline_not_found). */
  expect?: (answer: Answer) => void;
  /** Who may call it: an agent (default), any session (a member gets its own answer), or only the operator. */
  access?: 'agent' | 'session' | 'operator';
}

const notFound = (answer: Answer) => expect([answer.status, answer.body.code]).toEqual([404, 'downline_not_found']);
const q = encodeURIComponent;

const DAILY_TERMS = { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.05' }] };
const DECISION_PATHS = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};
const refused = (answer: Answer) => expect(answer.status).toBeGreaterThanOrEqual(400);
const answered = (answer: Answer) => expect(answer.status).toBe(200);
const operatorOnly = (answer: Answer) => expect([answer.status, answer.body.code]).toEqual([401, 'staff_unauthenticated']);

/** The reports' range: the last 30 business days, which hold every seeded movement. */
const TODAY = dayNumber(businessDay())!;
const RANGE = `startDate=${dayText(TODAY - 29)}&endDate=${dayText(TODAY)}`;
/** A keyset cursor a client could forge: 2100-01-01, past any row id. */
const FORGED_CURSOR = '4102444800000000.99999999';

/**
 * agent-reports.ts: the overview and every report, with each query parameter that names a member
 * (account, parent) set to the target, to the caller's own downlines, and left out; cursors forged.
 */
const REPORT_ENDPOINTS: Endpoint[] = [
  ...(['today', 'yesterday', 'week', 'month'] as const).map((period): Endpoint => ({ name: `teamOverview ${period}`, method: 'GET', path: () => `/wps/agent/teamOverview?period=${period}`, expect: answered })),
  ...(['rounds', 'members'] as const).flatMap((view): Endpoint[] => {
    const base = `/wps/agent/reports/teamBetting?${RANGE}&view=${view}`;
    return [
      { name: `teamBetting ${view}`, method: 'GET', path: () => `${base}&size=500`, expect: answered },
      { name: `teamBetting ${view} RNG`, method: 'GET', path: () => `${base}&gameType=RNG&size=500`, expect: answered },
      { name: `teamBetting ${view} (target account)`, method: 'GET', path: (t) => `${base}&account=${q(view === 'rounds' ? t.account : ` ${t.account} `)}`, expect: notFound },
      { name: `teamBetting ${view} (own downline)`, method: 'GET', path: (_t, c) => `${base}&size=500${c.downline ? `&account=${q(c.downline)}` : ''}`, expect: answered },
      { name: `teamBetting ${view} (forged cursor, page 2)`, method: 'GET', path: () => `${base}&cursor=${FORGED_CURSOR}&page=2&size=5`, expect: answered },
    ];
  }),
  { name: 'teamPnl', method: 'GET', path: () => `/wps/agent/reports/teamPnl?${RANGE}&size=500`, expect: answered },
  { name: 'teamPnl (drill into target)', method: 'GET', path: (t) => `/wps/agent/reports/teamPnl?${RANGE}&parent=${q(t.account)}`, expect: notFound },
  { name: 'teamPnl (drill into self)', method: 'GET', path: (_t, c) => `/wps/agent/reports/teamPnl?${RANGE}&parent=${q(c.account)}&page=2&size=3`, expect: answered },
  { name: 'teamPnl (drill into own downline)', method: 'GET', path: (_t, c) => `/wps/agent/reports/teamPnl?${RANGE}${c.downline ? `&parent=${q(c.downline)}` : ''}`, expect: answered },
  {
    name: 'teamPnl (drill into a deeper own agent)',
    method: 'GET',
    path: (_t, c) => `/wps/agent/reports/teamPnl?${RANGE}${c.downlineAgent ? `&parent=${q(c.downlineAgent)}` : ''}&size=500`,
    expect: answered,
  },
  { name: 'myIncome', method: 'GET', path: () => `/wps/agent/reports/myIncome?${RANGE}&size=500`, expect: answered },
  ...['', '&codeTypes=deposit,withdraw', '&codeTypes=betting,winning', '&codeTypes=transfer,agent_rebate,other'].map(
    (types): Endpoint => ({ name: `downlineTransactions${types}`, method: 'GET', path: () => `/wps/agent/reports/downlineTransactions?${RANGE}${types}&size=500`, expect: answered }),
  ),
  { name: 'downlineTransactions (target account)', method: 'GET', path: (t) => `/wps/agent/reports/downlineTransactions?${RANGE}&account=${q(t.account)}`, expect: notFound },
  {
    name: 'downlineTransactions deposits (target account)',
    method: 'GET',
    path: (t) => `/wps/agent/reports/downlineTransactions?${RANGE}&codeTypes=deposit&account=${q(t.account)}`,
    expect: notFound,
  },
  { name: 'downlineTransactions (own downline)', method: 'GET', path: (_t, c) => `/wps/agent/reports/downlineTransactions?${RANGE}${c.downline ? `&account=${q(c.downline)}` : ''}`, expect: answered },
  { name: 'downlineTransactions (forged cursor)', method: 'GET', path: () => `/wps/agent/reports/downlineTransactions?${RANGE}&cursor=${FORGED_CURSOR}&size=5`, expect: answered },
];

/** Every route of platform/src/modules/agents/routes/agent-*.ts: agent-center, agent-team, agent-transfers, agent-contracts, agent-reports. */
const ENDPOINTS: Endpoint[] = [
  // agent-team.ts: rebates, register center, links, downline management. Creations are sent so
  // they must be refused (the target's name is taken; a rebate above the caller's none).
  { name: 'globalRebateSettings', method: 'GET', path: () => '/wps/agent/globalRebateSettings' },
  { name: 'downlineRebates (own)', method: 'GET', path: () => '/wps/agent/downlineRebates' },
  { name: 'downlineRebates (by id)', method: 'GET', path: (t) => `/wps/agent/downlineRebates?memberId=${t.id}`, expect: notFound },
  {
    name: 'create downline (taken name)',
    method: 'POST',
    path: () => '/wps/agent/downline',
    body: (t) => ({ accountType: 'agent', username: t.account, password: 'abc12345' }),
    encrypt: true,
    expect: refused,
  },
  { name: 'create link (rebate above own)', method: 'POST', path: () => '/wps/agent/affiliateUrl', body: () => ({ expiry: 'none', channel: 'qq', rebates: { LOTT: '100' } }), expect: refused },
  { name: 'links', method: 'GET', path: () => '/wps/agent/affiliateUrls' },
  { name: 'delete link (not own)', method: 'DELETE', path: () => '/wps/agent/affiliateUrl?affiUrlId=1', expect: refused },
  { name: 'registered affiliates (not own)', method: 'GET', path: () => '/wps/agent/registeredAffiliates?affiUrlId=1', expect: refused },
  { name: 'downlines (own)', method: 'GET', path: () => '/wps/agent/downlines?type=agent&size=100' },
  { name: 'downlines (drill into target)', method: 'GET', path: (t) => `/wps/agent/downlines?type=member&parentId=${t.id}`, expect: notFound },
  { name: 'downlines (search target)', method: 'GET', path: (t) => `/wps/agent/downlines?type=member&search=${q(t.account)}` },
  { name: 'downline status', method: 'PUT', path: () => '/wps/agent/downlineStatus', body: (t) => ({ memberId: t.id, accountEnabled: false, gameEnabled: false }), expect: notFound },
  { name: 'downline rebates edit', method: 'PUT', path: () => '/wps/agent/downlineRebates', body: (t) => ({ memberId: t.id, rebates: { LOTT: '0' } }), expect: notFound },
  { name: 'promote downline', method: 'PUT', path: () => '/wps/agent/promoteDownlineToAgent', body: (t) => ({ memberId: t.id }), expect: notFound },
  { name: 'menu', method: 'GET', path: () => '/wps/agent/menu' },
  { name: 'transferEnabled', method: 'GET', path: () => '/wps/agent/transferEnabled' },
  {
    name: 'transferPayees search',
    method: 'GET',
    path: (t) => `/wps/agent/transferPayees?search=${q(t.account)}&size=100`,
    // A substring search: the caller's own downlines may match; the leak check proves no one else does.
    expect: (answer) => expect(answer.status).toBe(200),
  },
  {
    name: 'transferDownline',
    method: 'PUT',
    path: () => '/wps/agent/transferDownline',
    body: (t) => ({ payee: t.account, amount: '1.00', password: FUNDS }),
    encrypt: true,
    money: true,
    expect: notFound,
  },
  {
    name: 'transferDownline by id',
    method: 'PUT',
    path: () => '/wps/agent/transferDownline',
    body: (t) => ({ payee: String(t.id), amount: '1.00', password: FUNDS }),
    encrypt: true,
    money: true,
    expect: notFound,
  },
  {
    name: 'redEnvelope with an own downline and the target',
    method: 'POST',
    path: () => '/wps/agent/redEnvelope',
    body: (t, c) => ({ payees: [...(c.downline ? [c.downline] : []), t.account], amountEach: '1.00', password: FUNDS }),
    encrypt: true,
    money: true,
    expect: notFound,
  },
  {
    name: 'redEnvelope total',
    method: 'POST',
    path: () => '/wps/agent/redEnvelope',
    body: (t) => ({ payees: [t.account], total: '5.00', password: FUNDS }),
    encrypt: true,
    money: true,
    expect: notFound,
  },
  { name: 'announcements', method: 'GET', path: () => '/wps/agent/announcements' },
  {
    name: 'messages',
    method: 'GET',
    path: () => '/wps/agent/messages?size=50',
    expect: (answer) => expect(answer.status).toBe(200),
  },
  { name: 'messages unreadCount', method: 'GET', path: () => '/wps/agent/messages/unreadCount' },
  { name: 'messages read (by id)', method: 'PUT', path: () => '/wps/agent/messages/read', body: (t) => ({ ids: [t.messageId] }) },
  // agent-contracts.ts
  ...(['dividend', 'daily', 'hourly', 'realtime'] as const).map(
    (kind): Endpoint => ({ name: `contracts ${kind}`, method: 'GET', path: () => `/wps/agent/contracts?kind=${kind}` }),
  ),
  {
    name: 'contract offer',
    method: 'POST',
    path: () => '/wps/agent/contracts',
    body: (t) => ({ kind: 'daily', downlineId: t.id, terms: DAILY_TERMS }),
    expect: notFound,
  },
  { name: 'contract history', method: 'GET', path: (t) => `/wps/agent/contracts/${t.contractId}/history`, expect: refused },
  { name: 'contract modify', method: 'POST', path: (t) => `/wps/agent/contracts/${t.contractId}/modify`, body: () => ({ terms: DAILY_TERMS }), expect: refused },
  { name: 'contract terminate', method: 'POST', path: (t) => `/wps/agent/contracts/${t.contractId}/terminate`, body: () => ({}), expect: refused },
  { name: 'contract request-terminate', method: 'POST', path: (t) => `/wps/agent/contracts/${t.contractId}/request-terminate`, body: () => ({}), expect: refused },
  ...Object.entries(DECISION_PATHS).flatMap(([kind, path]) =>
    (['A', 'R', 'C'] as const).map((status): Endpoint => ({ name: `contract decision ${kind} ${status}`, method: 'POST', path: () => path, body: (t) => ({ id: t.contractId, status }), expect: refused })),
  ),
  ...(['mine', 'team'] as const).map(
    (scope): Endpoint => ({ name: `settlements ${scope}`, method: 'GET', path: () => `/wps/agent/settlements?kind=daily&scope=${scope}` }),
  ),
  // The contract popup's read (agent-contracts.ts) is any session's: only the caller's own decisions.
  { name: 'consolidated popup', method: 'GET', path: () => '/wps/member/info/funds/consolidated', expect: answered, access: 'session' },
  // agent-team.ts's operator routes (under /admin): an agent's token is no operator key.
  {
    name: 'operator rebate ceilings',
    method: 'POST',
    path: () => '/admin/agent/globalRebateSettings',
    body: () => ({ LOTT: '100' }),
    expect: operatorOnly,
    access: 'operator',
  },
  { name: 'operator settle rebate', method: 'POST', path: () => '/admin/agent/settle-rebate', body: () => ({ day: dayText(TODAY - 1) }), expect: operatorOnly, access: 'operator' },
  ...REPORT_ENDPOINTS,
];

/** mulberry32: a small seeded PRNG, so a failing tree can be made again. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TreeNode {
  account: string;
  type: number;
  depth: number;
  parent?: TreeNode;
  children: TreeNode[];
  id: number;
  /** What it played and moved (bulk-team-play.ts); set once it has an id. */
  play?: BulkPlayRow;
}

/** A random forest: a few root agents, each agent 1–12 children, 40% of them agents, depth ≤ MAX_DEPTH. Parents come first. */
function randomForest(random: () => number, prefix: string): TreeNode[] {
  const nodes: TreeNode[] = [];
  const open: TreeNode[] = [];
  const add = (type: number, parent?: TreeNode) => {
    const node: TreeNode = { account: `${prefix}${nodes.length}`, type, depth: parent ? parent.depth + 1 : 0, parent, children: [], id: 0 };
    nodes.push(node);
    parent?.children.push(node);
    if (type === 1 && node.depth < MAX_DEPTH) open.push(node);
    return node;
  };
  for (let i = 0; i < 4; i++) add(1);
  while (nodes.length < MEMBERS) {
    // A forest whose agents all filled up gets another root.
    if (!open.length) add(1);
    const parent = open.splice(Math.floor(random() * open.length), 1)[0];
    const count = 1 + Math.floor(random() * 12);
    for (let i = 0; i < count && nodes.length < MEMBERS; i++) add(random() < 0.4 && parent.depth + 1 < MAX_DEPTH ? 1 : 0, parent);
  }
  return nodes;
}

/** Whether the request an endpoint makes differs between two targets. */
const namesTarget = (endpoint: Endpoint, a: Target, b: Target, caller: Caller) =>
  endpoint.path(a, caller) !== endpoint.path(b, caller) || JSON.stringify(endpoint.body?.(a, caller)) !== JSON.stringify(endpoint.body?.(b, caller));

const subtreeOf = (node: TreeNode): TreeNode[] => [node, ...node.children.flatMap(subtreeOf)];
const pick = <T,>(random: () => number, list: T[]): T => list[Math.floor(random() * list.length)];

/** Seeded times, newest first: minutes, hours and days ago (all inside RANGE). */
const AGES = [2 * 60_000, 3 * 3_600_000, 86_400_000, 3 * 86_400_000, 8 * 86_400_000, 20 * 86_400_000];

/** A member's play: most bet (some win), every one deposits more than it bets, a few withdraw, agents get a rebate. */
function randomPlay(random: () => number, node: TreeNode, now: number): BulkPlayRow {
  const whole = (n: number) => `${n}.00`;
  const bet = random() < 0.7 ? 1 + Math.floor(random() * 50) : 0;
  const win = bet && random() < 0.4 ? Math.floor(random() * 100) : 0;
  return {
    memberId: node.id,
    at: now - pick(random, AGES),
    deposit: whole(bet + 1 + Math.floor(random() * 100)),
    bet: whole(bet),
    win: whole(win),
    withdraw: whole(random() < 0.2 ? 1 : 0),
    rebate: whole(node.type === 1 ? 1 + Math.floor(random() * 9) : 0),
  };
}

/** Σ of one figure of the members' play, as the reports show money. */
const sumOf = (list: TreeNode[], figure: (play: BulkPlayRow) => string | undefined) => fromMinor(list.reduce((sum, n) => sum + toMinor(figure(n.play!) ?? '0')!, 0n));

/** Keys whose numbers are member ids. */
const MEMBER_ID_KEY = /(member|customer|downline|parent|agent|payee|user|recipient|ancestor|descendant)Id$/i;

/** Every account or member id of `outside` found in an answer, with where. A string is read word by word (a remark, a breadcrumb or a CSV-like list may name one). */
function leaks(value: unknown, outside: { accounts: Set<string>; ids: Set<number> }, path = '$', key = ''): string[] {
  if (typeof value === 'string') return value.split(/[^A-Za-z0-9_]+/).some((word) => outside.accounts.has(word)) ? [`${path} = ${value}`] : [];
  if (typeof value === 'number') return MEMBER_ID_KEY.test(key) && outside.ids.has(value) ? [`${path} = ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, outside, `${path}[${i}]`, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaks(v, outside, `${path}.${k}`, k));
  return [];
}

function defineScopeProperty(databaseUrl: () => Promise<string | undefined>) {
  let platform: CashierHarness;
  let nodes: TreeNode[];
  const random = prng(SEED);

  beforeAll(async () => {
    platform = await startCashierPlatform(await databaseUrl());
    nodes = randomForest(random, `s${SEED.toString(36)}_`);
    const ids = await platform.hook<Record<string, number>>('POST', '/members/bulk', {
      rows: nodes.map((n) => ({ account: n.account, type: n.type, parent: n.parent?.account ?? null })),
    });
    for (const node of nodes) node.id = ids[node.account];
    const now = Date.now();
    for (const node of nodes) node.play = randomPlay(random, node, now);
    await platform.hook('POST', '/agent-reports/bulk', { rows: nodes.map((n) => n.play) });
  });
  afterAll(() => platform?.stop());

  const fingerprint = () => platform.hook<Record<string, string | null>>('GET', `/fingerprint?tables=${FINGERPRINT_TABLES.join(',')}`);

  /**
   * The reports count exactly the caller's team: totals equal the sums of what its downlines were
   * seeded with (an outside member counted would show here though it is never named), the P&L
   * lists its direct downlines, and a drill-down's breadcrumb runs from the caller to the agent.
   */
  async function expectOwnTeamFigures(node: TreeNode, token: string, downlineAgent: TreeNode | undefined) {
    const report = async (path: string) => {
      const answer = await platform.call(path, { token });
      expect(answer.status).toBe(200);
      return answer.body.value;
    };
    const team = subtreeOf(node).slice(1);
    const players = team.filter((n) => n.play!.bet !== '0.00');
    const betting = await report(`/wps/agent/reports/teamBetting?${RANGE}&view=members&size=500`);
    expect([betting.total, betting.totals]).toMatchObject([players.length, { rounds: players.length, betAmount: sumOf(team, (p) => p.bet), winAmount: sumOf(team, (p) => p.win) }]);
    const pnl = await report(`/wps/agent/reports/teamPnl?${RANGE}&size=500`);
    expect(pnl.totals).toMatchObject({ betAmount: sumOf(team, (p) => p.bet), deposits: sumOf(team, (p) => p.deposit), withdrawals: sumOf(team, (p) => p.withdraw) });
    expect(pnl.list.map((r: { account: string }) => r.account).sort()).toEqual(node.children.map((n) => n.account).sort());
    const deposits = await report(`/wps/agent/reports/downlineTransactions?${RANGE}&codeTypes=deposit&size=1`);
    expect(deposits.totals).toMatchObject({ count: team.length, in: sumOf(team, (p) => p.deposit) });
    expect((await report('/wps/agent/teamOverview?period=month')).kpis.teamSize).toBe(team.length);
    expect((await report(`/wps/agent/reports/myIncome?${RANGE}`)).totals.agentRebate).toBe(sumOf([node], (p) => p.rebate));
    if (downlineAgent) {
      const drill = await report(`/wps/agent/reports/teamPnl?${RANGE}&parent=${q(downlineAgent.account)}&size=500`);
      const path: string[] = [];
      for (let n: TreeNode | undefined = downlineAgent; n && n !== node; n = n.parent) path.unshift(n.account);
      expect(drill.path).toEqual(path);
      expect(drill.list.map((r: { account: string }) => r.account).sort()).toEqual(downlineAgent.children.map((n) => n.account).sort());
      expect(drill.totals.betAmount).toBe(sumOf(subtreeOf(downlineAgent).slice(1), (p) => p.bet));
    }
  }

  async function send(endpoint: Endpoint, target: Target, caller: Caller): Promise<Answer> {
    return platform.call(endpoint.path(target, caller), {
      method: endpoint.method,
      token: caller.token,
      body: endpoint.body?.(target, caller),
      encrypt: endpoint.encrypt,
      key: endpoint.money ? randomUUID() : undefined,
    });
  }

  it(`never answers or changes anything outside the caller's subtree (seed ${SEED})`, async () => {
    expect(nodes.length).toBe(MEMBERS);
    expect(Math.max(...nodes.map((n) => n.depth))).toBeLessThanOrEqual(MAX_DEPTH);
    const agents = nodes.filter((n) => n.type === 1);
    const callers = [pick(random, agents.filter((n) => n.depth === 0)), ...Array.from({ length: CALLERS - 1 }, () => pick(random, agents.filter((n) => n.depth > 0)))];
    const tried: string[] = [];
    try {
      for (const node of callers) {
        const inside = subtreeOf(node);
        const insideIds = new Set(inside.map((n) => n.id));
        const outsideNodes = nodes.filter((n) => !insideIds.has(n.id));
        // What must never appear: anyone outside the subtree, except the caller's own upline, whom
        // the caller's own contracts name as their counterparty (spec §4 contract popup).
        const unseen = outsideNodes.filter((n) => n !== node.parent);
        const outside = { accounts: new Set(unseen.map((n) => n.account)), ids: new Set(unseen.map((n) => n.id)) };

        // Uplines, siblings, a cousin below a sibling, and members of other trees.
        const ancestors: TreeNode[] = [];
        for (let up = node.parent; up; up = up.parent) ancestors.push(up);
        const siblings = (node.parent?.children ?? nodes.filter((n) => n.depth === 0)).filter((n) => n !== node);
        const cousins = siblings.flatMap((s) => s.children);
        const picked = new Set<TreeNode>([
          ...(node.parent ? [node.parent] : []),
          ...Array.from({ length: 2 }, () => ancestors.length && pick(random, ancestors)),
          ...Array.from({ length: 2 }, () => siblings.length && pick(random, siblings)),
          ...Array.from({ length: 1 }, () => cousins.length && pick(random, cousins)),
          ...Array.from({ length: 2 }, () => pick(random, outsideNodes)),
        ].filter((n): n is TreeNode => Boolean(n)));

        const session = await platform.member(node.account, { balance: '1000.00' });
        await platform.call('/wps/member/paymentPassword', { method: 'PUT', token: session.token, body: { password: FUNDS, confirmPassword: FUNDS }, encrypt: true });
        const downline = node.children.length ? pick(random, node.children).account : undefined;
        const agentsBelow = inside.filter((n) => n !== node && n.type === 1);
        const downlineAgent = agentsBelow.length ? pick(random, agentsBelow) : undefined;
        const caller: Caller = { id: node.id, account: node.account, token: session.token, downline, downlineAgent: downlineAgent?.account };
        const targets: Target[] = [];
        for (const n of picked) {
          const message = await platform.hook<{ id: number }>('POST', '/agent-message', { recipientId: n.id, title: `to ${n.account}` });
          // A contract the target is party to (offered by its upline, or by itself to a child).
          // (Never one the caller is party to: a root's contract goes to a child outside the caller's subtree.)
          const [upline, downline] = n.parent ? [n.parent, n] : [n, n.children.find((c) => !insideIds.has(c.id)) ?? n];
          const contract = await platform.hook<{ id: number }>('POST', '/agent-contract', { uplineId: upline.id, downlineId: downline.id });
          targets.push({ id: n.id, account: n.account, messageId: message.id, contractId: contract.id || 1 });
        }

        const before = await fingerprint();
        for (const [n, target] of targets.entries()) {
          // The endpoints at once (they are independent), each answer checked on its own. A request
          // that does not name the target is the same for every target: it is sent with the first.
          const endpoints = n === 0 ? ENDPOINTS : ENDPOINTS.filter((endpoint) => namesTarget(endpoint, targets[0], target, caller));
          const answers = await Promise.all(endpoints.map((endpoint) => send(endpoint, target, caller)));
          endpoints.forEach((endpoint, i) => {
            tried.push(`${node.account} → ${endpoint.name} (${target.account})`);
            expect(answers[i].status).toBeLessThan(500);
            expect(leaks(answers[i].body, outside)).toEqual([]);
            endpoint.expect?.(answers[i]);
          });
        }
        expect(await fingerprint()).toEqual(before);

        // Not vacuous: a real downline is found by the same search.
        if (downline) {
          const found = await platform.call(`/wps/agent/transferPayees?search=${q(downline)}`, { token: caller.token });
          expect(found.body.value.list.map((r: { account: string }) => r.account)).toContain(downline);
        }
        tried.push(`${node.account} → report totals of its own team`);
        await expectOwnTeamFigures(node, caller.token, downlineAgent);
      }

      // A member's token: 403 non_agent at every agent endpoint, nothing changed.
      const member = pick(random, nodes.filter((n) => n.type === 0));
      const { token } = await platform.member(member.account);
      const target = { id: nodes[0].id, account: nodes[0].account, messageId: 1, contractId: 1 };
      const before = await fingerprint();
      const others = nodes.filter((n) => n !== member && n !== member.parent);
      const outside = { accounts: new Set(others.map((n) => n.account)), ids: new Set(others.map((n) => n.id)) };
      for (const endpoint of ENDPOINTS) {
        tried.push(`member ${member.account} → ${endpoint.name}`);
        const answer = await send(endpoint, target, { id: member.id, account: member.account, token });
        if (endpoint.access === 'session') {
          expect(answer.status).toBe(200);
          expect(leaks(answer.body, outside)).toEqual([]);
        } else if (endpoint.access === 'operator') operatorOnly(answer);
        else expect([answer.status, answer.body.code]).toEqual([403, 'non_agent']);
      }
      expect(await fingerprint()).toEqual(before);
    } catch (error) {
      throw new Error(`agent scope property failed with AGENT_SCOPE_SEED=${SEED} at ${tried.at(-1)}:\n${(error as Error).message}`);
    }
  });
}

describe('agent scope property on PGlite', () => {
  defineScopeProperty(async () => undefined);
});

const reachable = postgresReachable();
(reachable ? describe : describe.skip)('agent scope property on PostgreSQL', () => {
  const database = testDatabase();
  defineScopeProperty(() => database.create());
  afterAll(() => database.drop());
});
