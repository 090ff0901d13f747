// The operator's agent-transfer limits as stored (settings key `agentTransfers`), over the
// defaults: a stored object may lack fields added since it was written.
import { AGENT_TRANSFER_SETTINGS_KEY, DEFAULT_AGENT_TRANSFER_SETTINGS, type AgentTransferSettings } from '../../../contract/agent-transfers';
import type { Executor } from './client';
import { readSetting, writeSetting } from './site-settings';

export async function readAgentTransferSettings(ex: Executor): Promise<AgentTransferSettings> {
  const stored = (await readSetting<Partial<AgentTransferSettings>>(ex, AGENT_TRANSFER_SETTINGS_KEY)) ?? {};
  return { ...DEFAULT_AGENT_TRANSFER_SETTINGS, ...stored };
}

/** An operator's change: the given fields over the current settings. */
export async function updateAgentTransferSettings(ex: Executor, patch: Partial<AgentTransferSettings>): Promise<AgentTransferSettings> {
  const next = { ...(await readAgentTransferSettings(ex)), ...patch };
  await writeSetting(ex, AGENT_TRANSFER_SETTINGS_KEY, next);
  return next;
}
