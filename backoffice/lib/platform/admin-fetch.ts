import 'server-only';
import type { z } from 'zod';
import { env } from '../env';
import { staffAddressHeaders } from '../staff-address';

// The one way the back office talks to the platform: its /admin API, over HTTP, as the signed-in
// staff member (`Authorization: Bearer st_…`). Paths come from the domain files beside this one,
// built from validated parameters, never from a browser's URL. Every answer is the platform's
// envelope; a refusal becomes PlatformError with the platform's code, anything else a 502.

const TIMEOUT_MS = 15_000;

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /admin, e.g. `/deposits`; parameters already encoded. */
  path: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** The staff member's browser, recorded with their session by the platform. */
  userAgent?: string | null;
  /** One per staff action (a money correction): the platform files it once however often it is sent. */
  idempotencyKey?: string;
  /** A stream's lifetime (the browser's own request) instead of the 15 s limit of a call. */
  signal?: AbortSignal;
}

interface Envelope {
  success?: unknown;
  value?: unknown;
  code?: unknown;
  message?: unknown;
}

function urlOf(call: AdminCall): string {
  const url = new URL(`${env.PLATFORM_ADMIN_URL}/admin${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(name, value);
  return url.toString();
}

/** The raw answer (a slip image, a CSV file); network failures become a 502 PlatformError. */
export async function adminResponse(call: AdminCall): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', ...(await staffAddressHeaders()) });
  if (call.token) headers.set('Authorization', `Bearer ${call.token}`);
  if (call.userAgent) headers.set('User-Agent', call.userAgent.slice(0, 300));
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  if (call.idempotencyKey) headers.set('Idempotency-Key', call.idempotencyKey);
  try {
    return await fetch(urlOf(call), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      cache: 'no-store',
      redirect: 'error',
      signal: call.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PlatformError(502, 'platform_unavailable', 'The platform did not answer');
  }
}

/** A refusal envelope as PlatformError; a body that is no envelope as a 502. */
export async function refusalOf(response: Response): Promise<PlatformError> {
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope && envelope.success === false && typeof envelope.code === 'string') {
    const message = typeof envelope.message === 'string' ? envelope.message : envelope.code;
    return new PlatformError(response.status >= 400 ? response.status : 502, envelope.code, message, envelope.value);
  }
  return new PlatformError(502, 'platform_answer_invalid', `The platform answered ${response.status} without an envelope`);
}

/** Calls the platform and reads its envelope's value with `schema`; the HTTP status comes along (202: waiting). */
export async function adminCall<T>(call: AdminCall, schema: z.ZodType<T>): Promise<{ status: number; value: T }> {
  const response = await adminResponse(call);
  if (!response.ok) throw await refusalOf(response);
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope || envelope.success !== true) throw new PlatformError(502, 'platform_answer_invalid', 'The platform answered without a value');
  const parsed = schema.safeParse(envelope.value);
  if (!parsed.success) {
    console.error('backoffice: unexpected platform answer', call.method, call.path.split('/')[1], parsed.error.issues.slice(0, 3).map((issue) => issue.path.join('.')));
    throw new PlatformError(502, 'platform_answer_invalid', 'The platform’s answer was not what the back office reads');
  }
  return { status: response.status, value: parsed.data };
}

/** A path segment from a validated parameter. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** The platform's GET /health (outside /admin, no session): up, its database, its start warnings. */
export async function platformHealthAnswer(): Promise<unknown> {
  try {
    const response = await fetch(`${env.PLATFORM_ADMIN_URL}/health`, { cache: 'no-store', redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    if (!response.ok || !envelope || envelope.success !== true) throw new PlatformError(502, 'platform_unavailable', 'The platform is not healthy');
    return envelope.value;
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError(502, 'platform_unavailable', 'The platform did not answer');
  }
}
