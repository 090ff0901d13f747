// The back office's BFF tests (tests/unit/backoffice): msw stands in for the platform. It records
// every call that reaches it (method, path, query, the staff token, user agent, idempotency key,
// body) and answers 404 to anything a test did not expect; `call` builds a request to the BFF as a
// signed-in staff member's browser would send it (the sealed cookie, the back office's origin).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sealSession } from '@bo/lib/session';

export const PLATFORM = 'http://platform.test';
export const ORIGIN = 'http://backoffice.test';

export interface Seen {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  /** The Origin header; null sends none (a same-origin GET). */
  origin?: string | null;
  /** false: no session cookie. */
  session?: boolean;
  headers?: Record<string, string>;
}

/** Installs the stand-in for the test file (its hooks) as `staff` signed in with `token`. */
export function standInPlatform(staff: { token: string; name: string; role: string }) {
  const seen: Seen[] = [];
  const server = setupServer();
  const env = process.env as Record<string, string | undefined>;

  async function record(request: Request) {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => null);
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('authorization'),
      userAgent: request.headers.get('user-agent'),
      idempotencyKey: request.headers.get('idempotency-key'),
      body,
    });
  }

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    env.PLATFORM_ADMIN_URL = PLATFORM;
    env.BACKOFFICE_PUBLIC_URL = ORIGIN;
    env.BACKOFFICE_SESSION_SECRET = 'unit-test-backoffice-session-secret-0123456789';
    seen.length = 0;
    server.resetHandlers(
      http.all(`${PLATFORM}/*`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: false, code: 'not_found', message: 'unexpected call' }, { status: 404 });
      }),
    );
  });

  const cookie = async () => `bo_session=${await sealSession({ token: staff.token, name: staff.name, role: staff.role, expiresAt: new Date(Date.now() + 3_600_000).toISOString() })}`;

  return {
    seen,
    cookie,
    /** A request to the BFF, as the staff member's browser sends it. */
    async call(method: string, path: string, { body, origin = ORIGIN, session = true, headers = {} }: CallOptions = {}) {
      const all: Record<string, string> = { ...headers };
      if (session) all.cookie = await cookie();
      if (origin) all.origin = origin;
      if (body !== undefined) all['content-type'] = 'application/json';
      return new Request(`${ORIGIN}${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    /** The platform answers `path` under /admin (recording the call) with `answer`. */
    answers(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response) {
      server.use(
        http[method](`${PLATFORM}/admin${path}`, async ({ request }) => {
          await record(request);
          return answer();
        }),
      );
    },
    server,
  };
}

/** A route handler's second argument. */
export const params = <T>(value: T) => ({ params: Promise.resolve(value) });
