// The agents module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { dayAfter, dayStart, literals } from './queries/agent-reports';
export { addDays, dayPeriod, localDayOf, parseDay } from './rules/settlement-periods';
export { inSubtreeOf } from './queries/agent-tree';
export { agentContracts } from './schema-agent-contracts';
export { affiliateLinks } from './schema-agent-team';
export { memberTree } from './schema-agents';
export { type AgentRebateReport } from './jobs/agent-rebate-settlement';
export { scheduleSettlements } from './jobs/settle-contracts';
export { recordContractEvent } from './queries/agent-contracts';
export { readAgentRegistrationSettings, updateAgentRegistrationSettings } from './queries/agent-registration-settings';
export { readAgentTransferSettings, updateAgentTransferSettings } from './queries/agent-transfer-settings';
export { resolveInvitation, type Invitation } from './rules/affiliate-links';
export { assertRewardsUnlocked, rewardsLocked } from './rules/agent-opened-accounts';
export { readRebateCeilings, writeRates, type Rates } from './rules/agent-rebates';
export { SETTLE_RUNS, runSettlement, type SettleRun } from './rules/settlement';
