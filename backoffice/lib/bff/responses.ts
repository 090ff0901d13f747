import { NextResponse } from 'next/server';

/** The back office BFF's error body: a stable `code` the pages map to a localized message, English for API readers. */
export interface BffErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

// Staff answers (queues, names, sessions) are never kept by a shared cache or the browser.
export const noStore = { 'Cache-Control': 'private, no-store' } as const;

export function errorResponse(status: number, code: string, message: string, details?: Record<string, unknown>): NextResponse<BffErrorBody> {
  return NextResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status, headers: noStore });
}

export function jsonResponse<T>(body: T, status = 200): NextResponse<T> {
  return NextResponse.json(body, { status, headers: noStore });
}
