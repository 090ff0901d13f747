// The operator's caps on accounts agents open (settings key `agentRegistration`), over the defaults.
import {
  AGENT_REGISTRATION_SETTINGS_KEY,
  DEFAULT_AGENT_REGISTRATION_SETTINGS,
  type AgentRegistrationSettings,
} from '../../../contract/agent-registration';
import type { Executor } from './client';
import { readSetting, writeSetting } from './site-settings';

export async function readAgentRegistrationSettings(ex: Executor): Promise<AgentRegistrationSettings> {
  const stored = (await readSetting<Partial<AgentRegistrationSettings>>(ex, AGENT_REGISTRATION_SETTINGS_KEY)) ?? {};
  return { ...DEFAULT_AGENT_REGISTRATION_SETTINGS, ...stored };
}

/** An operator's change: the given fields over the current settings. */
export async function updateAgentRegistrationSettings(ex: Executor, patch: Partial<AgentRegistrationSettings>): Promise<AgentRegistrationSettings> {
  const next = { ...(await readAgentRegistrationSettings(ex)), ...patch };
  await writeSetting(ex, AGENT_REGISTRATION_SETTINGS_KEY, next);
  return next;
}
