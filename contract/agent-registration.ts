// Accounts agents open in the register center (POST /wps/agent/downline): the operator's caps per
// agent (settings key `agentRegistration`), so that an agent cannot mint accounts in bulk to farm
// free rewards. Over a cap the call is refused (429 `downline_hourly_limit` or
// `downline_daily_limit`, value { max }; their texts: messages/agent-team errors) and nothing is created.
import { z } from 'zod';

/** Site settings key of the caps (operators change them with PUT /admin/agent-registration/settings). */
export const AGENT_REGISTRATION_SETTINGS_KEY = 'agentRegistration';

export interface AgentRegistrationSettings {
  /** Accounts one agent may open in any 60 minutes. */
  maxPerHour: number;
  /** Accounts one agent may open in one day (site time zone). */
  maxPerDay: number;
}

export const DEFAULT_AGENT_REGISTRATION_SETTINGS: AgentRegistrationSettings = { maxPerHour: 10, maxPerDay: 50 };

const cap = z.number().int().min(0).max(100_000);
/** PUT /admin/agent-registration/settings: any subset of the settings. */
export const agentRegistrationSettingsPatch = z.object({ maxPerHour: cap, maxPerDay: cap }).partial().strict();
