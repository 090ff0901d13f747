// The agents module's HTTP routes, registered by platform/src/routes.ts.
import type { ModuleRoutes } from '../../context';
import { adminAgentTransferRoutes } from './routes/admin-agent-transfers';
import { adminSettlementRoutes } from './routes/admin-settlements';
import { agentAdminRoutes } from './routes/agent-admin-routes';
import { agentCenterRoutes } from './routes/agent-center';
import { agentContractRoutes, contractPopupRoutes } from './routes/agent-contracts';
import { agentProgrammeRoutes } from './routes/agent-programme';
import { agentReportRoutes } from './routes/agent-reports';
import { adminAgentTeamRoutes, agentTeamRoutes } from './routes/agent-team';
import { agentTransferRoutes } from './routes/agent-transfers';

export const AGENTS_ROUTES: ModuleRoutes = {
  upstream: [contractPopupRoutes, agentProgrammeRoutes, agentCenterRoutes, agentContractRoutes, agentTransferRoutes, agentReportRoutes, agentTeamRoutes],
  admin: [agentAdminRoutes, adminAgentTransferRoutes, adminSettlementRoutes, adminAgentTeamRoutes],
};
