// The ledger module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminLedgerRoutes } from './routes/admin-ledger';
import { adminMerchantWalletRoutes, merchantWalletRoutes } from './routes/merchant-wallet';
import { reconcileAdminRoutes } from './routes/reconcile-admin-routes';
import { walletRoutes } from './routes/wallet';
import { walletEventRoutes } from './routes/wallet-events';

export const LEDGER_ROUTES: ModuleRoutes = {
  upstream: [walletRoutes, walletEventRoutes, merchantWalletRoutes],
  admin: [adminLedgerRoutes, reconcileAdminRoutes, adminMerchantWalletRoutes],
};
