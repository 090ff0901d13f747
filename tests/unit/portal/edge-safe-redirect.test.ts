/** @jest-environment node */
// Findings 4 and 13: every redirect target is a same-site path, and absolute redirects and OAuth
// callbacks are built on SITE_URL, never on localhost:PORT or a Host header.
import { safeNextPath } from '@/components/auth/safe-next-path';
import { callbackUri, redirectTo } from '@/lib/bff/oauth';
import { safeRedirectPath } from '@/lib/edge/safe-redirect';

describe('safeRedirectPath', () => {
  // What browsers turn into another host: tab/newline stripping, backslash as slash, encoded slashes.
  const attacks = [
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example/x',
    '/%09/evil.example/x',
    '/%0A/evil.example/x',
    '/%0d/evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/\u0000/evil.example',
    '/\u2028/evil.example',
    ' /member',
    'member',
    '',
    `/${'a'.repeat(3000)}`,
  ];

  it.each(attacks)('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
    expect(safeNextPath(target)).toBeNull();
  });

  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/member')).toBe('/member');
    expect(safeRedirectPath('/en/deposit?tab=bank#form')).toBe('/en/deposit?tab=bank#form');
    expect(safeRedirectPath('/th/%E0%B8%81')).toBe('/th/%E0%B8%81');
    // The proxy's own login redirect carries the page in an encoded query.
    expect(safeRedirectPath('/en/login?next=%2FsecurityCenter')).toBe('/en/login?next=%2FsecurityCenter');
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('the login page turns the reported attack into no redirect at all', () => {
    const next = new URLSearchParams('next=/%09/evil.example/x').get('next');
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('public origin (SITE_URL)', () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('builds the OAuth callback on SITE_URL whatever host the request came to', () => {
    process.env.SITE_URL = 'https://play.example.com';
    const request = new Request('http://localhost:3000/api/oauth/google/start', { headers: { host: 'evil.example' } });
    expect(callbackUri(request, 'google')).toBe('https://play.example.com/api/oauth/google/callback');
  });

  it('redirects to paths on SITE_URL only, home for anything else', () => {
    process.env.SITE_URL = 'https://play.example.com';
    const request = new Request('http://localhost:3000/api/oauth/google/callback');
    expect(redirectTo(request, '/en/login?oauthError=state').headers.get('location')).toBe('https://play.example.com/en/login?oauthError=state');
    expect(redirectTo(request, '//evil.example/x').headers.get('location')).toBe('https://play.example.com/');
    expect(redirectTo(request, '/%09/evil.example').headers.get('location')).toBe('https://play.example.com/');
  });
});
