// The content module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { contentRoutes } from './routes/content';
import { adminSiteLicenceRoutes, siteLicenceRoutes } from './routes/site-licence';
import { adminSiteResourcesRoutes, siteResourcesRoutes } from './routes/site-resources';
import { systemRoutes } from './routes/system';
import { winnerBoardAdminRoutes } from './routes/winner-board-admin-routes';
import { contentImageRoutes } from './routes/content-images';

export const CONTENT_ROUTES: ModuleRoutes = {
  upstream: [systemRoutes, contentRoutes, siteLicenceRoutes, siteResourcesRoutes],
  admin: [winnerBoardAdminRoutes, adminSiteLicenceRoutes, adminSiteResourcesRoutes],
  site: [contentImageRoutes],
};
