import { reportPage } from '../report-page';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/agentRevenueReport (money-and-agents §5.5). */
export default reportPage('myIncome');
