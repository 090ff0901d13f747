// The accounts side of the platform contract, defined once and run against PGlite
// (platform-accounts-pglite.test.ts) and PostgreSQL (platform-accounts-postgres.test.ts).
import { accountsHarness } from './accounts-harness';
import { definePasswordTests } from './accounts-passwords';
import { defineRegisterTests } from './accounts-register';
import { defineSecurityTests } from './accounts-security';
import { defineSmsTests } from './accounts-sms';
import { defineVerifyTests } from './accounts-verify';

export function defineAccountsSuite(extraEnv: () => Promise<Record<string, string>>): void {
  const h = accountsHarness(extraEnv);
  defineRegisterTests(h);
  defineSmsTests(h);
  defineVerifyTests(h);
  definePasswordTests(h);
  defineSecurityTests(h);
}
