// The operator's caps on accounts agents open (settings key `agentRegistration`), over the defaults.
import { AGENT_REGISTRATION_SETTINGS_KEY, DEFAULT_AGENT_REGISTRATION_SETTINGS } from '../../../../../contract/agent-registration';
import { settingsOver } from '../../../core/database/settings';

export const { read: readAgentRegistrationSettings, update: updateAgentRegistrationSettings } = settingsOver(
  AGENT_REGISTRATION_SETTINGS_KEY,
  DEFAULT_AGENT_REGISTRATION_SETTINGS,
);
