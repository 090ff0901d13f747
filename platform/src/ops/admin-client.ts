// The CLI's way to a running platform: the admin API with the operator key.
import type { Envelope } from '../core/http/envelope';

export class PlatformUnreachable extends Error {}

export async function callAdmin<T>(
  baseUrl: string,
  operatorKey: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(new URL(`/admin${path}`, baseUrl), {
      method,
      headers: { 'X-Operator-Key': operatorKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') throw new PlatformUnreachable(`platform not reachable at ${baseUrl}`);
    throw error;
  }
  return (await response.json()) as Envelope<T>;
}
