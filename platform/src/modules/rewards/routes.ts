// The rewards module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminLoyaltyRoutes } from './routes/admin-loyalty';
import { adminMallRoutes } from './routes/admin-mall';
import { adminPromotionRoutes } from './routes/admin-promotions';
import { loyaltyRoutes } from './routes/loyalty';
import { pointsMallRoutes } from './routes/points-mall';
import { rewardRoutes } from './routes/rewards';
import { mallImageRoutes } from './routes/mall-images';

export const REWARDS_ROUTES: ModuleRoutes = {
  upstream: [pointsMallRoutes, loyaltyRoutes, rewardRoutes],
  admin: [adminMallRoutes, adminLoyaltyRoutes, adminPromotionRoutes],
  site: [mallImageRoutes],
};
