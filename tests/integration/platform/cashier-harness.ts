// Client side of tests/support/cashier-platform.ts: starts it (PGlite, or PostgreSQL with a
// database URL), and calls the platform as the portal does (Merchant header, token, encrypted
// bodies, Idempotency-Key), the operator API, and the set-up hooks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { seedTemplate } from './platform-process';
import { pgliteTemplate } from './seeded-template';
import { supportScript } from '../../support/support-script';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const STARTED = /cashier platform on (http:\/\/\S+) hooks on (http:\/\/\S+)/;

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

export interface CallOptions {
  token?: string;
  method?: string;
  body?: unknown;
  /** Idempotency-Key */
  key?: string;
  /** Send the body sealed as the *encrypt* calls want it. */
  encrypt?: boolean;
}

export interface CashierHarness {
  /** The platform's base URL. */
  url: string;
  /** X-Operator-Key of this platform (for operator answers that are not JSON, such as a slip). */
  operatorKey: string;
  call<T = any>(route: string, options?: CallOptions): Promise<Answer<T>>;
  operator<T = any>(method: string, route: string, body?: unknown): Promise<Answer<T>>;
  hook<T = any>(method: string, route: string, body?: unknown): Promise<T>;
  member(account: string, setup?: { payeeName?: string | null; balance?: string; type?: number; parent?: string }): Promise<{ memberId: number; token: string }>;
  /** A drawn captcha with a planted answer (PUT /admin/test/captcha/:key): what a registration must carry. */
  solvedCaptcha(): Promise<{ captcha: string; captchaKey: string }>;
  stop(): Promise<void>;
  output(): string;
}

/** `demoTeam`: seed agent01's demo team with its months of play (slow); tests build their own members. */
export async function startCashierPlatform(databaseUrl?: string, { demoTeam = false } = {}): Promise<CashierHarness> {
  const operatorKey = randomBytes(18).toString('base64url');
  // On PGlite without the demo team, the run's seeded template is copied in (a PostgreSQL database
  // from testDatabase() is a copy of its own template already).
  const template = !databaseUrl && !demoTeam ? await pgliteTemplate(seedTemplate) : undefined;
  const child = spawn(...supportScript('cashier-platform'), {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OPERATOR_KEY: operatorKey, DATABASE_URL: databaseUrl ?? '', SEED_DEMO_TEAM: demoTeam ? 'on' : 'off', PLATFORM_TEMPLATE_PGDATA: template ?? '' },
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

  const [url, hooksUrl] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cashier platform did not start:\n${output}`)), 90_000);
    child.stdout.on('data', () => {
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve([match[1], match[2]]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cashier platform exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  const rsaAnswer = await fetch(`${url}/wps/session/key/rsa`, { headers: { Merchant: 'DEMO' } });
  const rsa = (await rsaAnswer.json()).value as RsaPublicKeyInfo;

  async function call<T>(route: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers = new Headers({ Merchant: 'DEMO', 'X-Forwarded-For': '127.0.0.1' });
    if (options.token) headers.set('Authorization', options.token);
    if (options.key) headers.set('Idempotency-Key', options.key);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      if (options.encrypt) {
        const sealed = encryptAes(options.body, rsa);
        for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
        body = JSON.stringify(sealed.body);
      } else {
        body = JSON.stringify(options.body);
      }
    }
    const response = await fetch(`${url}${route}`, { method: options.method ?? 'GET', headers, body });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  async function operator<T>(method: string, route: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${url}/admin${route}`, {
      method,
      headers: { 'X-Operator-Key': operatorKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  async function hook<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${hooksUrl}${route}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`hook ${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  }

  return {
    url,
    operatorKey,
    call,
    operator,
    hook,
    member: (account, setup = {}) => hook('POST', '/member', { account, ...setup }),
    async solvedCaptcha() {
      const captchaKey = `cashier-captcha-${randomBytes(9).toString('base64url')}`;
      const drawn = await call(`/wps/captcha?key=${captchaKey}`);
      if (drawn.status !== 200) throw new Error(`captcha: HTTP ${drawn.status}`);
      const planted = await operator('PUT', `/test/captcha/${captchaKey}`, { answer: 'Ab3X' });
      if (planted.status !== 200) throw new Error(`plant captcha: HTTP ${planted.status}`);
      return { captcha: 'ab3x', captchaKey };
    },
    stop,
    output: () => output,
  };
}
