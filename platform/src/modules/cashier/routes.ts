// The cashier module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminCashierRoutes } from './routes/admin-cashier';
import { adminDepositRoutes } from './routes/admin-deposits';
import { adminWithdrawalRoutes } from './routes/admin-withdrawals';
import { cashierDepositRoutes } from './routes/cashier-deposit';
import { cashierRecordRoutes } from './routes/cashier-records';
import { cashierTransferRoutes } from './routes/cashier-transfers';
import { cashierWithdrawRoutes } from './routes/cashier-withdraw';
import { paymentGatewayRoutes } from './routes/payment-gateway';

export const CASHIER_ROUTES: ModuleRoutes = {
  upstream: [cashierWithdrawRoutes, cashierRecordRoutes, cashierTransferRoutes, cashierDepositRoutes],
  admin: [adminWithdrawalRoutes, adminCashierRoutes, adminDepositRoutes],
  site: [paymentGatewayRoutes],
};
