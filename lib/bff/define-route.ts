import 'server-only';
import type { IronSession } from 'iron-session';
import type { z } from 'zod';
import { getSession } from '@/lib/session';
import type { SessionData } from '@/lib/session-types';
import type { WpsCaller } from '@/lib/wps/client';
import { WpsError } from '@/lib/wps/envelope';
import { callerFrom } from './caller';
import { idempotencyKeyOf } from './idempotency';
import { readJson } from './read-json';
import { readQuery } from './read-query';
import { errorResponse, jsonResponse, upstreamErrorResponse } from './responses';
import { crossSiteRefusal } from './same-site';

/**
 * Who may call a route:
 * - `public`: anyone; the upstream call carries no token.
 * - `optional`: anyone; a logged-in visitor's token goes along, and a token the upstream revokes clears the cookie.
 * - `member`: a logged-in member (401 CUSTOMER_NOT_LOGIN without a session); a trial account gets
 *   403 in_need_true_account unless the route says `trial: true` (spec §6).
 * - `agent`: a logged-in agent; a member gets 403 non_agent before any upstream call.
 */
export type RouteAccess = 'public' | 'optional' | 'member' | 'agent';

export interface RouteOptions<P, Q, B> {
  access: RouteAccess;
  /** With `member`: trial accounts may call it too. */
  trial?: boolean;
  /** The path's dynamic segments, or undefined for a path that names nothing: 404 with `notFound`'s code (else not_found). */
  params?: { parse: (segments: Record<string, string>) => P | undefined; notFound?: readonly [code: string, message: string] };
  /** The query string's schema (400 validation_failed, control characters refused). */
  query?: z.ZodType<Q>;
  /**
   * The JSON body's schema (415, 413, 400 malformed_json / control_characters / validation_failed:
   * read-json.ts), or the schema for the path's params.
   */
  body?: z.ZodType<B> | ((params: P) => z.ZodType<B>);
  /** A money command: the action's `Idempotency-Key` header is required and forwarded (idempotency.ts). */
  idempotent?: boolean;
}

export interface RouteContext<P, Q, B> {
  request: Request;
  /** Language, address and device id of the visitor, with the session's token for `optional`, `member` and `agent`. */
  caller: WpsCaller;
  /** The sealed session (read once per request, on first use). */
  session: () => Promise<IronSession<SessionData>>;
  params: P;
  query: Q;
  body: B;
  /** The action's Idempotency-Key ('' unless the route is `idempotent`). */
  idempotencyKey: string;
}

type Segments = Record<string, string | string[] | undefined>;

/**
 * The `params` of a route with one dynamic segment `[name]`: its value as `of` reads it (a board, a
 * table, an id), or 404 `notFound` when `of` finds nothing there.
 */
export function segment<Name extends string, T>(name: Name, of: (text: string) => T | null | undefined, notFound?: readonly [code: string, message: string]) {
  return {
    parse: (segments: Record<string, string>) => {
      const value = of(segments[name] ?? '');
      return value === null || value === undefined ? undefined : ({ [name]: value } as Record<Name, T>);
    },
    notFound,
  };
}

const NOT_FOUND = ['not_found', 'Not found'] as const;

/**
 * One BFF route handler, with the checks every route makes in one order: the path's segments
 * (404), a state-changing request from another origin (403 cross_site_request, same-site.ts), the
 * session (401 / 403), the Idempotency-Key (400), the query and the body (4xx): each answered
 * before any upstream call. Then the handler runs: what it returns goes out as JSON (never cached),
 * a Response as it is; an upstream failure becomes the answer responses.ts maps it to, and a token
 * the upstream no longer knows ends the session.
 */
export function defineRoute<P = undefined, Q = undefined, B = undefined>(
  options: RouteOptions<P, Q, B>,
  handler: (context: RouteContext<P, Q, B>) => unknown,
): (request: Request, context?: { params: Promise<Segments> }) => Promise<Response> {
  return async (request, context) => {
    let params: P | undefined;
    if (options.params) {
      const segments = Object.fromEntries(Object.entries((await context?.params) ?? {}).map(([name, value]) => [name, String(value ?? '')]));
      params = options.params.parse(segments);
      if (params === undefined) return errorResponse(404, ...(options.params.notFound ?? NOT_FOUND));
    }

    const refused = crossSiteRefusal(request);
    if (refused) return refused;

    let loaded: Promise<IronSession<SessionData>> | undefined;
    const session = () => (loaded ??= getSession());
    let token: string | undefined;
    if (options.access !== 'public') {
      const current = await session();
      token = current.token;
      if (options.access === 'agent' && token && !current.isAgent) return errorResponse(403, 'non_agent', 'Non-agents cannot log in');
      if (options.access !== 'optional') {
        if (!token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
        if (current.isTrial && !(options.access === 'member' && options.trial)) {
          return errorResponse(403, 'in_need_true_account', 'A real account is needed for this');
        }
      }
    }

    let idempotencyKey = '';
    if (options.idempotent) {
      const key = idempotencyKeyOf(request);
      if ('response' in key) return key.response;
      idempotencyKey = key.key;
    }

    let query: Q | undefined;
    if (options.query) {
      const parsed = readQuery(request, options.query);
      if (!parsed.ok) return parsed.response;
      query = parsed.data;
    }

    let body: B | undefined;
    if (options.body) {
      const schema = typeof options.body === 'function' ? options.body(params as P) : options.body;
      const parsed = await readJson(request, schema);
      if (!parsed.ok) return parsed.response;
      body = parsed.data;
    }

    try {
      const answer = await handler({
        request,
        caller: callerFrom(request, token),
        session,
        params: params as P,
        query: query as Q,
        body: body as B,
        idempotencyKey,
      });
      return answer instanceof Response ? answer : jsonResponse(answer);
    } catch (error) {
      if (token && error instanceof WpsError && error.status === 401) (await session()).destroy();
      return upstreamErrorResponse(error);
    }
  };
}
