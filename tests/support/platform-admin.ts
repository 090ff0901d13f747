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
