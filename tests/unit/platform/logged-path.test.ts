/** @jest-environment node */
// A request's log line keeps its path but not a one-time token in it (issue #28): the back office
// opens an enrolment with GET /admin/enrolment/<token>, and whoever reads the platform's logs must
// not be able to enrol as the new staff member first.
import { loggedPath } from '@/platform/src/core/http/logged-path';

const token = `en_${'Q'.repeat(43)}`;

test('an enrolment token in the path is redacted, the route stays readable', () => {
  expect(loggedPath(`/admin/enrolment/${token}`)).toBe('/admin/enrolment/en_[redacted]');
  expect(loggedPath(`/admin/enrolment/${token}?x=1`)).toBe('/admin/enrolment/en_[redacted]');
  expect(loggedPath(`/admin/x/st_${'a'.repeat(43)}/mk_${'b'.repeat(43)}`)).toBe('/admin/x/st_[redacted]/mk_[redacted]');
});

test('ordinary paths, ids and queries are as before', () => {
  expect(loggedPath('/admin/deposits/DP12345678/approve?remark=x')).toBe('/admin/deposits/DP12345678/approve');
  expect(loggedPath('/wps/v2/wallets/balance')).toBe('/wps/v2/wallets/balance');
  expect(loggedPath('/admin/staff/sen_ior/role')).toBe('/admin/staff/sen_ior/role');
});
