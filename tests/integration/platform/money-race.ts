// The money race (issue: cashier acceptance): hundreds of money commands at once against one wallet
// and spread over many, then every one replayed with its key. Each kind of command is an Operation;
// the cashier's slices add theirs. Checks: every request has a definite answer, no balance is ever
// negative (not even in a posting's running balance), the ledger reconciles, and replays change
// nothing.
import { cheapSlot, type Answer, type MoneyClient } from '../../support/money-client';

export const FUNDS_PASSWORD = 'Funds@2026';

export interface Wallet {
  account: string;
  token: string;
  playToken: string;
  bankCardId: number;
}

export interface Operation {
  name: string;
  /** Sends the command with this key; the same key must give the same answer. */
  send(client: MoneyClient, wallet: Wallet, key: string): Promise<Answer>;
  /** Answer codes that are a definite refusal of this command (e.g. insufficient_balance). */
  refusals: string[];
}

export interface RaceOutcome {
  answers: { op: string; status: number; code?: string; body: unknown }[];
  byOutcome: Record<string, number>;
}

function outcomeOf(op: Operation, answer: Answer): string {
  if (answer.status === 200 && answer.body.success) return `${op.name}:ok`;
  if (answer.status >= 400 && answer.status < 500 && answer.body.code && op.refusals.includes(answer.body.code)) return `${op.name}:${answer.body.code}`;
  throw new Error(`${op.name}: no definite answer (${answer.status} ${answer.body.code ?? ''} ${answer.body.message ?? ''})`);
}

const stripReplay = (value: unknown) => {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== 'replayed'));
};

/** Sends `count` commands at once, picking wallets and operations round-robin; then replays them all. */
export async function race(client: MoneyClient, wallets: Wallet[], ops: Operation[], count: number, keyPrefix: string) {
  const plan = Array.from({ length: count }, (_, i) => ({ op: ops[i % ops.length], wallet: wallets[i % wallets.length], key: `${keyPrefix}-${i}` }));
  const answers = await Promise.all(plan.map(({ op, wallet, key }) => op.send(client, wallet, key)));
  const byOutcome: Record<string, number> = {};
  plan.forEach(({ op }, i) => {
    const outcome = outcomeOf(op, answers[i]);
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + 1;
  });

  const before = await client.reconcile();
  const replays = await Promise.all(plan.map(({ op, wallet, key }) => op.send(client, wallet, key)));
  const after = await client.reconcile();
  const changed = plan
    .map(({ op }, i) => ({ op: op.name, first: answers[i], replay: replays[i] }))
    .filter(({ first, replay }) => first.status !== replay.status || JSON.stringify(stripReplay(first.body.value) ?? first.body.code) !== JSON.stringify(stripReplay(replay.body.value) ?? replay.body.code));
  return { byOutcome, before, after, changed };
}

let cardNumber = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

/** Opens `count` members with `balance` each, a game session and a bank card (with the funds password) for every one. */
export async function openWallets(client: MoneyClient, prefix: string, count: number, balance: string): Promise<Wallet[]> {
  let game: string | undefined;
  const open = async (i: number): Promise<Wallet> => {
    const account = `${prefix}${String(i).padStart(3, '0')}`;
    await client.createMember(account, balance, 'Load@2026', 'สมชาย ใจดี');
    const token = await client.login(account, 'Load@2026');
    game ??= await cheapSlot(client, token);
    const accountNumber = String(cardNumber++).slice(-10);
    const bound = await client.encrypted(
      '/wps/member/bankCard',
      { bankCode: 'KBANK', accountNumber, fundsPassword: FUNDS_PASSWORD, confirmFundsPassword: FUNDS_PASSWORD },
      { token, method: 'PUT' },
    );
    if (!bound.body.success) throw new Error(`bind card ${account}: ${bound.body.code}`);
    const cards = await client.call<{ cards: { id: number }[] }>('/wps/member/bankCard', { token });
    return { account, token, playToken: await client.openGame(token, game), bankCardId: cards.body.value!.cards[0].id };
  };
  const wallets: Wallet[] = [];
  for (let i = 0; i < count; i += 10) wallets.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => open(i + j)))));
  return wallets;
}

