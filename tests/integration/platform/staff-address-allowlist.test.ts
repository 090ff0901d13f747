/** @jest-environment node */
// A role's address allow-list (issue #28 "optional IP allow-list per role"), against a started
// platform, the staff's address forwarded signed as the portal and the back office forward it:
// enrolment and login open no session from an address outside the list (only once password and code
// are right: a wrong password says nothing about the role); a session opened inside it is refused
// from outside on every call; a malformed range is refused when the role is saved, changing nothing.
import { totpCode } from '../../../platform/src/modules/accounts/rules/totp';
import { forwardAs } from '../../support/forwarded-address';
import { startPlatform, type RunningPlatform } from './platform-process';

const PASSWORD = 'allow-list password 2026';
const OFFICE = '203.0.113.24';
const ELSEWHERE = '198.51.100.7';

describe('a role’s address allow-list', () => {
  jest.setTimeout(180_000);
  let platform: RunningPlatform;

  async function call(method: string, route: string, options: { from?: string; token?: string; operator?: boolean; body?: unknown } = {}) {
    const headers = new Headers();
    if (options.from) forwardAs(headers, options.from);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.operator) headers.set('x-operator-key', platform.operatorKey);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${platform.url}/admin${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, body: (await response.json()) as { success: boolean; code?: string; value?: any } };
  }

  beforeAll(async () => {
    platform = await startPlatform({ LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('refuses a malformed range when the role is saved, and keeps the role as it was', async () => {
    const saved = await call('PUT', '/roles/office-desk', { operator: true, body: { permissions: ['members:read'], allowedAddresses: [`${OFFICE.split('.').slice(0, 3).join('.')}.0/24`] } });
    expect(saved.status).toBe(200);
    const refused = await call('PUT', '/roles/office-desk', { operator: true, body: { permissions: ['members:read'], allowedAddresses: ['203.0.113.0/33'] } });
    expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    const roles = (await call('GET', '/roles', { operator: true })).body.value as { name: string; allowedAddresses: string[] }[];
    expect(roles.find((role) => role.name === 'office-desk')?.allowedAddresses).toEqual(['203.0.113.0/24']);
  });

  it('opens no session from outside the list, at enrolment or login; a session opened inside is refused from outside', async () => {
    const created = await call('POST', '/staff', { operator: true, body: { name: 'office-clerk', role: 'office-desk' } });
    const token = created.body.value.enrolmentToken as string;
    const { secret } = (await call('GET', `/enrolment/${token}`, { from: ELSEWHERE })).body.value as { secret: string };

    const outside = await call('POST', '/enrolment', { from: ELSEWHERE, body: { token, password: PASSWORD, code: await totpCode(secret) } });
    expect([outside.status, outside.body.code]).toEqual([403, 'staff_address_not_allowed']);
    // The link was not used up: the clerk enrols from the office.
    const enrolled = await call('POST', '/enrolment', { from: OFFICE, body: { token, password: PASSWORD, code: await totpCode(secret) } });
    expect(enrolled.status).toBe(200);

    const wrongPassword = await call('POST', '/session', { from: ELSEWHERE, body: { name: 'office-clerk', password: 'not the password', code: await totpCode(secret) } });
    expect(wrongPassword.body.code).toBe('staff_login_failed');
    const fromHome = await call('POST', '/session', { from: ELSEWHERE, body: { name: 'office-clerk', password: PASSWORD, code: await totpCode(secret) } });
    expect([fromHome.status, fromHome.body.code]).toEqual([403, 'staff_address_not_allowed']);
    const sessions = (await call('GET', '/staff-sessions', { operator: true })).body.value as { staff: string; address: string }[];
    expect(sessions.filter((session) => session.staff === 'office-clerk').map((session) => session.address)).toEqual([OFFICE]);

    const fromOffice = await call('POST', '/session', { from: OFFICE, body: { name: 'office-clerk', password: PASSWORD, code: await totpCode(secret) } });
    expect(fromOffice.status).toBe(200);
    const session = fromOffice.body.value.token as string;
    expect((await call('GET', '/member-search?q=nobody', { from: OFFICE, token: session })).status).toBe(200);
    const elsewhere = await call('GET', '/member-search?q=nobody', { from: ELSEWHERE, token: session });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'staff_address_not_allowed']);
  });
});
