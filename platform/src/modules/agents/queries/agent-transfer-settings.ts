// The operator's agent-transfer limits as stored (settings key `agentTransfers`), over the
// defaults: a stored object may lack fields added since it was written.
import { AGENT_TRANSFER_SETTINGS_KEY, DEFAULT_AGENT_TRANSFER_SETTINGS } from '../../../../../contract/agent-transfers';
import { settingsOver } from '../../../core/database/settings';

export const { read: readAgentTransferSettings, update: updateAgentTransferSettings } = settingsOver(AGENT_TRANSFER_SETTINGS_KEY, DEFAULT_AGENT_TRANSFER_SETTINGS);
