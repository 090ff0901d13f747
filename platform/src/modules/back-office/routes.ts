// The back-office module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminMembersRoutes } from './members/admin-members';
import { memberAdminRoutes } from './members/member-admin-routes';
import { reportRoutes } from './reports/report-routes';
import { adminRoutes } from './settings/admin-routes';
import { settingsRoutes } from './settings/settings-routes';
import { queueEventRoutes } from './staff/queue-events';
import { staffRoutes } from './staff/staff-routes';

export const BACK_OFFICE_ROUTES: ModuleRoutes = {
  admin: [staffRoutes, queueEventRoutes, memberAdminRoutes, settingsRoutes, reportRoutes, adminRoutes, adminMembersRoutes],
};
