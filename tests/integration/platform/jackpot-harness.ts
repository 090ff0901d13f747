// Client side of tests/support/jackpot-ledger.ts: starts it (PGlite, or PostgreSQL with a database
// URL) and calls the jackpot pool's ledger functions through it. Amounts are bigint minor units.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { supportScript } from '../../support/support-script';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const STARTED = /jackpot ledger on (http:\/\/\S+)/;

export type Reels = [string, string, string];

export interface JackpotLedger {
  seed(): Promise<void>;
  /** A new member with `opening` (money, e.g. '500.00') in the wallet its session in the jackpot game plays from. */
  player(opening: string, wallet?: 'main' | 'vendor' | 'trial'): Promise<number>;
  spin(memberId: number, spin: { spinId: string; bet: bigint; win: bigint; reels: Reels }): Promise<{ replayed: boolean }>;
  pay(memberId: number, spinId: string): Promise<{ amount: bigint; paidNow: boolean }>;
  /** Pays the wins whose payout is missing, as a start of the platform does: the amounts paid. */
  pending(): Promise<bigint[]>;
  pool(): Promise<bigint>;
  /** The balance of the wallet the member's session plays from. */
  balance(memberId: number): Promise<bigint>;
  mainBalance(memberId: number): Promise<bigint>;
  reconcile(): Promise<{ ok: boolean } & Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function startJackpotLedger(databaseUrl?: string): Promise<JackpotLedger> {
  const child = spawn(...supportScript('jackpot-ledger'), {
    cwd: REPO_ROOT,
    detached: true, // own process group
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`jackpot ledger did not start:\n${output}`)), 90_000);
    child.stdout.on('data', () => {
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`jackpot ledger exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`jackpot ledger ${route}: ${response.status} ${await response.text()}\n${output}`);
    return response.json() as Promise<T>;
  }

  return {
    seed: async () => void (await call('POST', '/seed', {})),
    player: async (opening, wallet) => (await call<{ memberId: number }>('POST', '/player', { opening, wallet })).memberId,
    spin: (memberId, spin) => call('POST', '/spin', { memberId, spinId: spin.spinId, bet: spin.bet.toString(), win: spin.win.toString(), reels: spin.reels }),
    pay: async (memberId, spinId) => {
      const win = await call<{ amount: string; paidNow: boolean }>('POST', '/pay', { memberId, spinId });
      return { amount: BigInt(win.amount), paidNow: win.paidNow };
    },
    pending: async () => (await call<{ paid: string[] }>('POST', '/pending', {})).paid.map(BigInt),
    pool: async () => BigInt((await call<{ pool: string }>('GET', '/pool')).pool),
    balance: async (memberId) => BigInt((await call<{ balance: string }>('GET', `/balance/${memberId}`)).balance),
    mainBalance: async (memberId) => BigInt((await call<{ main: string }>('GET', `/balance/${memberId}`)).main),
    reconcile: () => call('GET', '/reconcile'),
    stop,
  };
}
