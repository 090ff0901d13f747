// A platform client for money tests and the money bench: operator-created members, logins, game
// sessions on the local vendor, spins, and the ledger's reconcile report. Talks HTTP only.
import { randomUUID } from 'node:crypto';
import { encryptAes, type RsaPublicKeyInfo } from '../integration/platform/payload-client';

export interface Answer<T = any> {
  status: number;
  body: { success: boolean; value?: T; code?: string; message?: string };
  headers: Headers;
}

export interface ReconcileReport {
  ok: boolean;
  entries: number;
  postings: number;
  total: string;
  unbalancedEntries: unknown[];
  accountsOff: unknown[];
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);

/**
 * What a settled spin moved on the member's wallet, in cents: the win less the stake, plus the
 * progressive jackpot when the round took it (paid as its own entry, named in the answer).
 */
export function spinMovedCents(round: { bet: string; win: string; jackpot?: string }): number {
  return centsOf(round.win) - centsOf(round.bet) + (round.jackpot ? centsOf(round.jackpot) : 0);
}

export class MoneyClient {
  private rsaKey?: RsaPublicKeyInfo;

  constructor(
    readonly url: string,
    private readonly operatorKey: string,
  ) {}

  async call<T = any>(route: string, init: RequestInit & { token?: string; json?: unknown; key?: string } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    headers.set('Merchant', 'DEMO');
    headers.set('X-Forwarded-For', '127.0.0.1');
    if (init.token) headers.set('Authorization', init.token);
    if (init.key) headers.set('Idempotency-Key', init.key);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${this.url}${route}`, { ...init, headers, body });
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, code: `non_json_${response.status}`, message: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  admin<T = any>(method: string, route: string, json?: unknown, key?: string): Promise<Answer<T>> {
    return this.call<T>(`/admin${route}`, { method, json, key, headers: { 'X-Operator-Key': this.operatorKey } });
  }

  async encrypted<T = any>(route: string, payload: unknown, init: { token?: string; method?: string; key?: string } = {}): Promise<Answer<T>> {
    this.rsaKey ??= (await this.call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
    const sealed = encryptAes(payload, this.rsaKey);
    return this.call<T>(route, {
      method: init.method ?? 'POST',
      token: init.token,
      key: init.key,
      headers: { 'Content-Type': 'application/json', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    });
  }

  async login(username: string, password: string): Promise<string> {
    const answer = await this.encrypted<{ token: string }>('/wps/session/login', { username, password, type: 'username' });
    if (!answer.body.success) throw new Error(`login ${username}: ${answer.body.code}`);
    return answer.body.value!.token;
  }

  /** An operator-opened member with an opening balance (house cash pays it). */
  async createMember(account: string, openingBalance: string, password = 'Load@2026', payeeName?: string): Promise<void> {
    const answer = await this.admin('POST', '/members', { account, password, openingBalance, payeeName });
    if (answer.status !== 201) throw new Error(`create ${account}: ${answer.status} ${answer.body.code}`);
  }

  /** Launches a game and opens its page: the play token the page's script spins with. */
  async openGame(token: string, gameCode: string): Promise<string> {
    const launched = await this.call<{ url: string }>(`/wps/game/launchGame?gameCode=${gameCode}&language=en`, { token });
    if (!launched.body.success) throw new Error(`launch ${gameCode}: ${launched.body.code}`);
    const html = await (await fetch(launched.body.value!.url)).text();
    const match = /"token":"([A-Za-z0-9_-]+)"/.exec(html);
    if (!match) throw new Error('no play token on the game page');
    return match[1];
  }

  /** One spin; `from` adds headers (a visitor's signed address, tests/support/forwarded-address.ts). */
  async spin(playToken: string, spinId: string, bet = '1.00', from?: Headers): Promise<Answer<{ bet: string; win: string; balance: string; replayed: boolean; jackpot?: string }>> {
    const headers = new Headers(from);
    headers.set('Content-Type', 'application/json');
    headers.set('X-Play-Token', playToken);
    const response = await fetch(`${this.url}/vendor/local/spin`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ spinId, bet }),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  async balance(token: string): Promise<string> {
    return (await this.call<{ balance: string }>('/wps/v2/wallets/balance', { token })).body.value!.balance;
  }

  async reconcile(): Promise<ReconcileReport> {
    const answer = await this.admin<ReconcileReport>('GET', '/ledger/reconcile');
    if (!answer.body.success) throw new Error(`reconcile: ${answer.body.code}`);
    return answer.body.value!;
  }
}

export const newKey = () => randomUUID();

/** Slot games (local vendor, PG) whose minimum bet allows a 1.00 bet: the seed's first PG slots. */
export async function cheapSlot(client: MoneyClient, token: string): Promise<string> {
  const games = await client.call<{ list?: { gameCode: string; minBet?: string }[] }>(
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=1&pageSize=20&clientType=3&platform=html5-desktop',
    { token },
  );
  const list = (games.body.value as any)?.list ?? (games.body.value as any)?.games ?? [];
  const game = list.find((g: { minBet?: string }) => !g.minBet || Number(g.minBet) <= 1) ?? list[0];
  if (!game) throw new Error('no slot game');
  return game.gameCode;
}
