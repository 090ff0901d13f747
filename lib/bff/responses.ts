import { NextResponse } from 'next/server';
import { WpsError } from '@/lib/wps/envelope';

/**
 * BFF error body: a stable `code` (the client maps it to a message in messages/<locale>.json),
 * an English `message` for API readers, and optional field errors or flags.
 */
export interface BffErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, unknown>;
    captcha?: boolean;
    methods?: string[];
    retryAfterSeconds?: number;
    /** A responsible-gaming refusal's details: the limit and what is left, or the break's end. */
    rg?: RgRefusalDetails;
  };
}

export interface RgRefusalDetails {
  kind: string;
  period?: string;
  limit?: string;
  remaining?: string;
  endsAt?: string | null;
}

export function errorResponse(status: number, code: string, message: string, extra: Partial<BffErrorBody['error']> = {}) {
  return NextResponse.json<BffErrorBody>({ error: { code, message, ...extra } }, { status, headers: noStore });
}

// Per-visitor answers (balances, orders, sessions) are never kept by a shared cache or the browser.
export const noStore = { 'Cache-Control': 'private, no-store' } as const;

export function jsonResponse<T>(body: T, status = 200) {
  return NextResponse.json(body, { status, headers: noStore });
}

/** What of an upstream error's value the browser may see: the captcha flag, wait time and field problems. */
function visibleDetails(value: unknown): Partial<BffErrorBody['error']> {
  if (!value || typeof value !== 'object') return {};
  const details: Partial<BffErrorBody['error']> = {};
  const { captcha, retryAfterSeconds, fields, kind, period, limit, remaining, endsAt } = value as Record<string, unknown>;
  if (typeof kind === 'string' && (typeof remaining === 'string' || endsAt !== undefined)) {
    details.rg = { kind, period: period as string | undefined, limit: limit as string | undefined, remaining: remaining as string | undefined, endsAt: endsAt as string | null | undefined };
  }
  if (captcha !== undefined) details.captcha = Boolean(captcha);
  if (typeof retryAfterSeconds === 'number') details.retryAfterSeconds = retryAfterSeconds;
  if (fields && typeof fields === 'object') details.fields = fields as Record<string, unknown>;
  return details;
}

/** Upstream failures become answers the browser can act on; anything unknown is a 502, never a stack. */
export function upstreamErrorResponse(error: unknown) {
  if (error instanceof WpsError) {
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    return errorResponse(status, error.code, error.message, visibleDetails(error.value));
  }
  console.error('bff: unexpected error', error instanceof Error ? error.name : typeof error);
  return errorResponse(500, 'internal_error', 'Something went wrong, please try again');
}
