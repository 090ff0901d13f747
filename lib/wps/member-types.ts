/** Member types from the spec (§4, §9): 1, 2, 41, 42 are agents; 4 is a trial player. */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.has(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}
