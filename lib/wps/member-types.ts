import { isAgentType, isTrialType, MEMBER_TYPE, TRIAL_TYPE } from '@/contract/member-types';

export { isAgentType, isTrialType };

/** Who may log in on the member side; other types get 'Non-member account unable to login' (spec §6). */
export function isMemberSideType(type: number): boolean {
  return type === MEMBER_TYPE || type === TRIAL_TYPE || isAgentType(type);
}
