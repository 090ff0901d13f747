// The staff's back office in the browser tests: its URL, the ops CLI that creates the first owner,
// the four-eyes threshold, and a member who pays in and asks to withdraw through the portal's BFF.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { platformUrl } from './platform-admin';

export const backofficeUrl = `http://localhost:${process.env.E2E_BACKOFFICE_PORT ?? 3101}`;
export const portalUrl = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

const root = path.resolve(__dirname, '../..');
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

/** `npm run ops -- staff add <name> --role owner`, as the operator runs it: the one-time link it prints. */
export function addOwnerWithCli(name: string): Promise<string> {
  return addStaffWithCli(name, 'owner');
}

/** `npm run ops -- staff add <name> --role <role>` (a built-in role: content, finance …): the one-time link it prints. */
export async function addStaffWithCli(name: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['platform/src/ops/cli.ts', 'staff', 'add', name, '--role', role], {
    cwd: root,
    env: {
      ...process.env,
      PLATFORM_PORT: process.env.E2E_PLATFORM_PORT ?? '4100',
      PLATFORM_DATA_DIR: process.env.E2E_DATA_DIR,
      OPERATOR_KEY: process.env.E2E_OPERATOR_KEY,
      BACKOFFICE_PUBLIC_URL: backofficeUrl,
    },
  });
  const link = new RegExp(`${backofficeUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/enrol#en_[A-Za-z0-9_-]+`).exec(stdout);
  if (!link) throw new Error(`no enrolment link in: ${stdout}`);
  return link[0];
}

/** Sets the four-eyes withdrawal threshold; answers the one it replaced. */
export async function setWithdrawalThreshold(withdrawalAbove: string): Promise<string> {
  const before = await (await fetch(`${platformUrl}/admin/four-eyes/settings`, { headers: operator })).json();
  const answer = await fetch(`${platformUrl}/admin/four-eyes/settings`, { method: 'PUT', headers: { ...operator, 'Content-Type': 'application/json' }, body: JSON.stringify({ withdrawalAbove }) });
  if (!answer.ok) throw new Error(`four-eyes settings: HTTP ${answer.status}`);
  return before.value.withdrawalAbove;
}

/** A member signed in to the portal's BFF (as tests/bff do), paying in by bank transfer and withdrawing to a card. */
export class PortalMember {
  private constructor(private readonly api: APIRequestContext) {}

  static async logIn(username: string, password: string): Promise<PortalMember> {
    const api = await request.newContext({ baseURL: portalUrl });
    const login = await api.post('/api/session', { data: { username, password } });
    if (login.status() !== 200) throw new Error(`member login: HTTP ${login.status()}`);
    return new PortalMember(api);
  }

  async depositByTransfer(amount: string, payeeName: string): Promise<string> {
    const answer = await this.api.post('/api/deposit', { headers: { 'Idempotency-Key': randomUUID() }, data: { method: 'BANK', vendorId: 'BANKTH', amount, payeeName } });
    if (answer.status() !== 200) throw new Error(`deposit: HTTP ${answer.status()} ${await answer.text()}`);
    return (await answer.json()).depositId;
  }

  async withdrawToNewCard(amount: string, fundsPassword: string): Promise<void> {
    const accountNumber = `8${randomBytes(8).readBigUInt64BE() % 10n ** 9n}`.padEnd(10, '0');
    const bound = await this.api.post('/api/bank-cards', { data: { bankCode: 'KBANK', accountNumber, fundsPassword, confirmFundsPassword: fundsPassword } });
    if (bound.status() !== 201) throw new Error(`bind card: HTTP ${bound.status()} ${await bound.text()}`);
    const cards = await (await this.api.get('/api/bank-cards')).json();
    const answer = await this.api.post('/api/withdraw', { headers: { 'Idempotency-Key': randomUUID() }, data: { amount, bankCardId: cards.cards[0].id, password: fundsPassword } });
    if (answer.status() !== 200) throw new Error(`withdraw: HTTP ${answer.status()} ${await answer.text()}`);
  }

  /** The portal's home page in a browser signed in as this member (the same session). */
  async openPortal(browser: Browser, locale: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: portalUrl, locale, storageState: await this.api.storageState() });
    // The announcement popups are their own journey's; here they would only cover the header.
    await context.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B,F'));
    const page = await context.newPage();
    await page.goto('/');
    return page;
  }

  async balance(): Promise<string> {
    return (await (await this.api.get('/api/wallet/balance')).json()).balance;
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }
}

/** The id of the member's withdrawal under review (the operator's list). */
export async function withdrawalUnderReview(account: string): Promise<{ id: number; withdrawalId: string }> {
  const list = await (await fetch(`${platformUrl}/admin/withdrawals?state=1`, { headers: operator })).json();
  const order = list.value.find((row: { account: string }) => row.account === account);
  if (!order) throw new Error(`no withdrawal of ${account} under review`);
  return order;
}

/** A withdrawal's state now (the operator's list, any state). */
export async function withdrawalState(id: number): Promise<number | undefined> {
  const list = await (await fetch(`${platformUrl}/admin/withdrawals?limit=500`, { headers: operator })).json();
  return list.value.find((row: { id: number }) => row.id === id)?.state;
}
