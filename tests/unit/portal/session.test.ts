/** @jest-environment node */
import { publicSession, sessionFromLogin, sessionOptions } from '@/lib/session';
import { sessionSecret } from '@/lib/session-secret';

jest.mock('next/headers', () => ({ cookies: jest.fn() }));

const member = { id: 7, account: 'agent01', nickname: 'Agent', type: 1 };

describe('session helpers', () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = { ...env };
  afterEach(() => {
    // Assigning undefined to process.env would store the text "undefined".
    for (const key of ['SESSION_SECRET', 'NODE_ENV', 'SESSION_COOKIE_SECURE']) {
      if (saved[key] === undefined) delete env[key];
      else env[key] = saved[key];
    }
  });

  it('marks agent types 1, 2, 41, 42 as agents and type 4 as trial', () => {
    for (const type of [1, 2, 41, 42]) expect(sessionFromLogin('t'.repeat(43), { ...member, type }).isAgent).toBe(true);
    expect(sessionFromLogin('t'.repeat(43), { ...member, type: 0 }).isAgent).toBe(false);
    expect(sessionFromLogin('t'.repeat(43), { ...member, type: 4 })).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('never exposes the token in the public view', () => {
    const view = publicSession(sessionFromLogin('secret-token-value-123456789', member));
    expect(view).toEqual({ isLogin: true, isAgent: true, isTrial: false, firstTimeLogin: false, member });
    expect(JSON.stringify(view)).not.toContain('secret-token');
  });

  it('treats a session without a token as logged out, whatever else it holds', () => {
    expect(publicSession({ member, isAgent: true, firstTimeLogin: true })).toEqual({
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
      member: null,
    });
  });

  it('tells the browser when the login is the member’s first (spec §4, F popups)', () => {
    const first = { ...sessionFromLogin('t'.repeat(43), { ...member, type: 0 }), firstTimeLogin: true };
    expect(publicSession(first)).toMatchObject({ isLogin: true, firstTimeLogin: true });
    expect(publicSession(sessionFromLogin('t'.repeat(43), { ...member, type: 0 })).firstTimeLogin).toBe(false);
  });

  it('uses an httpOnly, SameSite=Lax cookie that is Secure in production', () => {
    env.SESSION_SECRET = 's'.repeat(32);
    env.NODE_ENV = 'production';
    expect(sessionOptions().cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
    env.NODE_ENV = 'development';
    expect(sessionOptions().cookieOptions?.secure).toBe(false);
  });

  it('requires SESSION_SECRET in production and rejects short ones', () => {
    delete env.SESSION_SECRET;
    env.NODE_ENV = 'production';
    expect(() => sessionSecret()).toThrow('SESSION_SECRET is required in production');
    env.SESSION_SECRET = 'short';
    expect(() => sessionSecret()).toThrow('at least 32');
  });
});
