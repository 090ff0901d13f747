// The pages' calls to the back office's own /api (never to the platform): JSON in, JSON out; a
// refusal becomes BffError with the code the pages turn into a message (components/error-text.tsx).

export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'BffError';
  }
}

export async function api<T>(url: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new BffError(0, 'network_error');
  }
  const json = (await response.json().catch(() => null)) as { error?: { code?: string; details?: Record<string, unknown> } } | null;
  if (!response.ok) throw new BffError(response.status, json?.error?.code ?? 'unknown', json?.error?.details);
  return { status: response.status, data: json as T };
}

/** SWR's fetcher. */
export const fetchJson = async <T>(url: string): Promise<T> => (await api<T>(url)).data;
