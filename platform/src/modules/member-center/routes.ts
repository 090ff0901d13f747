// The member-center module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminInboxRoutes, memberInboxRoutes } from './routes/member-inbox';

export const MEMBER_CENTER_ROUTES: ModuleRoutes = {
  upstream: [memberInboxRoutes],
  admin: [adminInboxRoutes],
};
