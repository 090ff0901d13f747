/** Member types from the spec (§4, §9): 1, 2, 41, 42 are agents; 4 is a trial player; 0 a member. */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;
const MEMBER_TYPE = 0;

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.has(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** Who may log in on the member side; other types get 'Non-member account unable to login' (spec §6). */
export function isMemberSideType(type: number): boolean {
  return type === MEMBER_TYPE || type === TRIAL_TYPE || isAgentType(type);
}
