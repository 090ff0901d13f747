// The accounts module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { accountsLoginRoutes } from './routes/accounts-login';
import { accountsOidcRoutes } from './routes/accounts-oidc';
import { accountsPasswordRoutes } from './routes/accounts-passwords';
import { accountsRegisterRoutes } from './routes/accounts-register';
import { accountsSecurityRoutes } from './routes/accounts-security';
import { adminAccountsRoutes } from './routes/admin-accounts';
import { adminTestCaptchaRoutes } from './routes/admin-test-captcha';
import { captchaRoutes } from './routes/captcha';
import { memberRoutes } from './routes/member';
import { memberProfileRoutes } from './routes/member-profile';
import { memberSessionRoutes } from './routes/member-sessions';
import { sessionRoutes } from './routes/session';

export const ACCOUNTS_ROUTES: ModuleRoutes = {
  upstream: [captchaRoutes, sessionRoutes, memberRoutes, accountsRegisterRoutes, accountsLoginRoutes, accountsOidcRoutes, accountsPasswordRoutes, accountsSecurityRoutes, memberProfileRoutes, memberSessionRoutes],
  admin: [adminAccountsRoutes, adminTestCaptchaRoutes],
};
