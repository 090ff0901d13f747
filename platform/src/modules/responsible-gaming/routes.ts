// The responsible-gaming module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminResponsibleGamingRoutes, responsibleGamingRoutes } from './routes/responsible-gaming';

export const RESPONSIBLE_GAMING_ROUTES: ModuleRoutes = {
  upstream: [responsibleGamingRoutes],
  admin: [adminResponsibleGamingRoutes],
};
