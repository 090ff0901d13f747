// Member types (spec §4, §9): 0 member, 1/2/41/42 agents, 4 trial. One definition for the portal
// and the platform.

export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** The type an agent creates for a downline agent, and a member promoted to agent becomes. */
export const DOWNLINE_AGENT_TYPE = 1;

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
