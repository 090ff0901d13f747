import { platformUrl } from './platform-admin';

/** The operator's content API (banners, announcements, flags, vendors) of the platform under test. */
export async function admin<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platformUrl}/admin${path}`, {
    method,
    headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; code?: string };
  if (!response.ok || !envelope.success) throw new Error(`admin ${method} ${path}: HTTP ${response.status} ${envelope.code ?? ''}`);
  return envelope.value;
}
