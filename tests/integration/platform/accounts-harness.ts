// Shared helpers of the accounts suites: one platform per suite, calls with an IP of choice
// (the portal's signed forwarding, tests/support/forwarded-address.ts), encrypted bodies, the admin API and codes read from
// the outboxes the way operators read them.
import { forwardAs } from '../../support/forwarded-address';
import { encryptAes, type RsaPublicKeyInfo } from './payload-client';
import { startPlatform, type RunningPlatform } from './platform-process';

export interface Answer<T = any> {
  status: number;
  body: { success: boolean; value?: T; code?: string; message?: string };
}

/** The seeded accounts have successful logins from here, so they are not asked to verify. */
export const KNOWN_IP = '127.0.0.1';

export interface Harness {
  platform(): RunningPlatform;
  /** A fresh address: a new IP for the platform. */
  ip(): string;
  /** A fresh Thai mobile number (10 digits, national form). */
  mobile(): string;
  /** A fresh valid username. */
  username(prefix?: string): string;
  call<T = any>(route: string, init?: RequestInit & { ip?: string; token?: string }): Promise<Answer<T>>;
  encrypted<T = any>(method: 'POST' | 'PUT', route: string, payload: unknown, opts?: { ip?: string; token?: string }): Promise<Answer<T>>;
  json<T = any>(route: string, payload: unknown, opts?: { ip?: string; token?: string }): Promise<Answer<T>>;
  login(fields: Record<string, unknown>, ip?: string): Promise<Answer>;
  admin<T = any>(route: string, init?: RequestInit): Promise<Answer<T>>;
  setFlag(name: string, enabled: boolean): Promise<void>;
  setSmsPolicy(patch: Record<string, number> | 'reset'): Promise<void>;
  /** The 6-digit code of the latest SMS to a number (any spelling), through the admin outbox API. */
  smsCode(number: string): Promise<string>;
  latestMail(address: string): Promise<{ recipient: string; subject: string; body: string }>;
  mailCode(address: string): Promise<string>;
  /**
   * A captcha drawn from `ip` whose answer the test planted (PUT /admin/test/captcha/:key, on with
   * TEST_CAPTCHA_ANSWERS=allow): the fields a registration or an SMS code request needs.
   */
  solvedCaptcha(ip?: string): Promise<{ captcha: string; captchaKey: string }>;
  /** Asks for an SMS code without login (POST /wps/verification/sms/noLogin) with a solved captcha. */
  smsRequest(payload: Record<string, unknown>, ip?: string): Promise<Answer>;
  /** Registers by username from `ip` (all required fields and a solved captcha filled in) and returns the login value. */
  register(fields: Record<string, unknown>, ip: string): Promise<Answer>;
}

export function accountsHarness(extraEnv: () => Promise<Record<string, string>>): Harness {
  let running: RunningPlatform | undefined;
  let rsa: RsaPublicKeyInfo;
  let counter = 0;
  const seed = Math.floor(Math.random() * 200);

  beforeAll(async () => {
    running = await startPlatform({ ...(await extraEnv()), LOG_LEVEL: 'info' });
    rsa = (await h.call<RsaPublicKeyInfo>('/wps/session/key/rsa')).body.value!;
  });
  afterAll(async () => {
    await running?.stop();
  });

  const next = () => (counter += 1);

  const h: Harness = {
    platform: () => running!,
    ip: () => {
      const n = next();
      return `10.${seed}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    },
    mobile: () => `09${String(seed).padStart(3, '0')}${String(next()).padStart(5, '0')}`,
    username: (prefix = 'user') => `${prefix}${String(seed).padStart(3, '0')}${String(next()).padStart(4, '0')}`,

    async call(route, init = {}) {
      const headers = new Headers(init.headers);
      if (!route.startsWith('/admin')) headers.set('Merchant', 'DEMO');
      if (init.ip) forwardAs(headers, init.ip);
      if (init.token) headers.set('Authorization', init.token);
      const response = await fetch(`${running!.url}${route}`, { ...init, headers });
      return { status: response.status, body: await response.json() };
    },

    encrypted(method, route, payload, opts = {}) {
      const encrypted = encryptAes(payload, rsa);
      return h.call(route, {
        method,
        ip: opts.ip,
        token: opts.token,
        headers: { 'Content-Type': 'application/json', ...encrypted.headers },
        body: JSON.stringify(encrypted.body),
      });
    },

    json(route, payload, opts = {}) {
      return h.call(route, {
        method: 'POST',
        ip: opts.ip,
        token: opts.token,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
    },

    login: (fields, ip = KNOWN_IP) => h.encrypted('POST', '/wps/session/login', fields, { ip }),

    admin: (route, init = {}) =>
      h.call(`/admin${route}`, {
        ...init,
        headers: { 'X-Operator-Key': running!.operatorKey, 'Content-Type': 'application/json', ...init.headers },
      }),

    async setFlag(name, enabled) {
      const answer = await h.admin(`/flags/${name}`, { method: 'POST', body: JSON.stringify({ enabled }) });
      if (!answer.body.success) throw new Error(`flag ${name}: ${answer.body.code}`);
    },

    async setSmsPolicy(patch) {
      const answer = await h.admin('/sms-policy', { method: 'POST', body: JSON.stringify(patch) });
      if (!answer.body.success) throw new Error(`sms policy: ${answer.body.code}`);
    },

    async smsCode(number) {
      const messages = (await h.admin<{ body: string }[]>(`/outbox/sms?recipient=${encodeURIComponent(number)}&limit=1`)).body.value!;
      const match = /\b(\d{6})\b/.exec(messages[0]?.body ?? '');
      if (!match) throw new Error(`no SMS code for ${number}`);
      return match[1];
    },

    async latestMail(address) {
      const messages = (await h.admin(`/outbox/mail?recipient=${encodeURIComponent(address)}&limit=1`)).body.value;
      if (!messages?.[0]) throw new Error(`no mail for ${address}`);
      return messages[0];
    },

    async mailCode(address) {
      const match = /\b(\d{6})\b/.exec((await h.latestMail(address)).body);
      if (!match) throw new Error(`no code mailed to ${address}`);
      return match[1];
    },

    async solvedCaptcha(ip) {
      const captchaKey = `test-captcha-${String(next()).padStart(6, '0')}-${seed}`;
      const drawn = await h.call(`/wps/captcha?key=${captchaKey}`, { ip });
      if (drawn.status !== 200) throw new Error(`captcha: HTTP ${drawn.status} ${drawn.body.code}`);
      const planted = await h.admin(`/test/captcha/${captchaKey}`, { method: 'PUT', body: JSON.stringify({ answer: 'Ab3X' }) });
      if (!planted.body.success) throw new Error(`plant captcha: ${planted.body.code}`);
      return { captcha: 'ab3x', captchaKey };
    },

    async smsRequest(payload, ip = h.ip()) {
      return h.json('/wps/verification/sms/noLogin', { ...(await h.solvedCaptcha(ip)), ...payload }, { ip });
    },

    async register(fields, ip) {
      const captcha = await h.solvedCaptcha(ip);
      return h.encrypted('PUT', '/wps/member/register', { password: 'abc123', confirmPassword: 'abc123', registerMethod: 'WEB', ...captcha, ...fields }, { ip });
    },
  };
  return h;
}
