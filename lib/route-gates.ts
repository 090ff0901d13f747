/**
 * Which routes need what (spec §2, §6). The proxy uses this for optimistic redirects only;
 * every BFF handler still checks the session itself.
 */
const LOGIN_GATED = [
  'member', 'seamless', 'lottery', 'seaLottery', 'vnLottery', 'lottert', 'vnlottery', 'sealottery',
  'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy',
  'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral',
  'missionLeaderboard', 'manualRebate', 'messageV2',
];
const AGENT_GATED = ['agentHome'];

export type Gate = 'login' | 'agent' | null;

/** `pathname` without its locale prefix, e.g. `/agentHome/team`. */
export function gateFor(pathname: string): Gate {
  const first = pathname.split('/')[1] ?? '';
  if (AGENT_GATED.includes(first)) return 'agent';
  if (LOGIN_GATED.includes(first)) return 'login';
  return null;
}
