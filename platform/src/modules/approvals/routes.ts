// The approvals module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { approvalRoutes } from './routes/approval-routes';

export const APPROVALS_ROUTES: ModuleRoutes = {
  admin: [approvalRoutes],
};
