import type { FieldProblem } from '@/lib/validation/field-problem';

/** The BFF's error body (lib/bff/responses.ts), as the browser reads it. */
export interface ApiError {
  code: string;
  message?: string;
  fields?: Record<string, FieldProblem>;
  captcha?: boolean;
  methods?: string[];
  retryAfterSeconds?: number;
  /** A responsible-gaming refusal: the limit and what is left, or the break's end (lib/bff/responses.ts). */
  rg?: { kind: string; period?: string; limit?: string; remaining?: string; endsAt?: string | null };
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** Sends JSON to a BFF route; network failures become the `network_error` code. */
export async function callApi<T>(
  url: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
    const json = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: json as T };
    return { ok: false, status: response.status, error: json?.error ?? { code: 'generic' } };
  } catch {
    return { ok: false, status: 0, error: { code: 'network_error' } };
  }
}
