/** The operator's admin API of the platform the browser tests run against. */
export const platformUrl = `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT ?? 4100}`;

export async function setSystemStatus(status: 0 | 1 | 2): Promise<void> {
  const response = await fetch(`${platformUrl}/admin/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`admin status ${status}: HTTP ${response.status}`);
}

export const demo = {
  member: { username: 'demo01', password: 'Demo@2026' },
  agent: { username: 'agent01', password: 'Agent@2026' },
  downline: { username: 'demo02', password: 'Demo@2026' },
};

export async function setFlag(name: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${platformUrl}/admin/flags/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`admin flag ${name}: HTTP ${response.status}`);
}

/** A fresh IP for each call, from the documentation range: a login from it counts as a new device. */
let nextHost = Math.floor(Math.random() * 200);
export function freshIp(): string {
  nextHost = (nextHost + 1) % 250;
  return `203.0.113.${nextHost + 1}`;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
}

/** Opens a member through the operator API with an opening balance (house cash pays it). */
export async function createFundedMember(account: string, openingBalance: string, password = 'Cash@2026', payeeName?: string): Promise<void> {
  const response = await fetch(`${platformUrl}/admin/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ account, password, openingBalance, payeeName }),
  });
  if (response.status !== 201) throw new Error(`admin members ${account}: HTTP ${response.status}`);
}

/** The ledger's reconcile report (must be ok after every money test). */
export async function reconcileLedger(): Promise<{ ok: boolean; total: string; accountsOff: unknown[]; unbalancedEntries: unknown[] }> {
  const response = await fetch(`${platformUrl}/admin/ledger/reconcile`, { headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } });
  const body = await response.json();
  if (!body.success) throw new Error(`reconcile: ${body.code}`);
  return body.value;
}

/** One member's money as the operator sees it: balances, ledger lines, deposits, withdrawals, bonuses. A refusal leaves it equal. */
export async function memberMoney(account: string): Promise<Record<'balances' | 'ledger' | 'deposits' | 'withdrawals' | 'bonuses', unknown>> {
  const response = await fetch(`${platformUrl}/admin/members/${account}/overview`, { headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } });
  const body = await response.json();
  if (!body.success) throw new Error(`member overview ${account}: ${body.code}`);
  const { balances, ledger, deposits, withdrawals, bonuses } = body.value;
  return { balances, ledger, deposits, withdrawals, bonuses };
}
