// The games module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { LOCAL_VENDOR_PATH } from './rules/local-vendor';
import { adminEventBoardRoutes, eventBoardRoutes } from './routes/event-board';
import { favouriteRoutes } from './routes/favourites';
import { gameLaunchRoutes } from './routes/game-launch';
import { gameRoutes } from './routes/games';
import { iconRoutes } from './routes/icons';
import { jackpotRoutes } from './routes/jackpot';
import { adminLiveTableRoutes, liveTableRoutes } from './routes/live-table';
import { localVendorRoutes } from './routes/local-vendor';
import { adminLotteryRoutes, lotteryRoutes } from './routes/lottery';

export const GAMES_ROUTES: ModuleRoutes = {
  upstream: [gameRoutes, gameLaunchRoutes, favouriteRoutes, jackpotRoutes, lotteryRoutes, liveTableRoutes, eventBoardRoutes],
  admin: [adminLotteryRoutes, adminLiveTableRoutes, adminEventBoardRoutes],
  site: [{ plugin: localVendorRoutes, prefix: LOCAL_VENDOR_PATH }, iconRoutes],
};
