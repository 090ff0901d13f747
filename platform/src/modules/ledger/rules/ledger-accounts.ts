// The ledger's chart of accounts (money-and-agents §7.2.3), named once. Member and agent accounts
// hold a member's money and never go below zero; house accounts are the other side of every
// movement (money in and out, bets and wins per vendor, fees, bonuses) and may.

export const ledgerAccount = {
  main: (memberId: number) => `member:${memberId}:main`,
  /** A withdrawal's booking until it is paid or voided (two-phase). */
  hold: (memberId: number) => `member:${memberId}:hold`,
  bonus: (memberId: number) => `member:${memberId}:bonus`,
  /** The member's balance inside a transfer-wallet vendor (transferFund): that vendor's games play from it. */
  vendor: (memberId: number, vendor: string) => `member:${memberId}:vendor:${vendor}`,
  /**
   * A free-play (trial) account's credit (spec §4 free play): played in the local games, never
   * deposited, withdrawn, transferred or rewarded. Its only other side is house:trial.
   */
  trial: (memberId: number) => `member:${memberId}:trial`,
  commission: (agentId: number) => `agent:${agentId}:commission`,
  houseCash: 'house:cash',
  houseGame: (vendor: string) => `house:game:${vendor}`,
  houseFees: 'house:fees',
  houseBonusExpense: 'house:bonus_expense',
  /** Play money of trial (free-play) accounts: not real money, kept apart from house cash. */
  houseTrial: 'house:trial',
  /** Loyalty (contract/loyalty.ts): betting rebates, VIP upgrade rewards, mission rewards. */
  houseRebateExpense: 'house:rebate_expense',
  houseVipExpense: 'house:vip_expense',
  houseMissionExpense: 'house:mission_expense',
  /** The progressive jackpot's pool: a share of every slot stake goes in, a jackpot win takes it out. */
  houseJackpot: 'house:jackpot',
  /** What the house puts into the pool to seed it (at start and after every jackpot win). */
  houseJackpotSeed: 'house:jackpot_seed',
} as const;

export interface AccountShape {
  memberId: number | null;
  kind: string;
  tracksBalance: boolean;
}

const HOUSE_SHAPE: AccountShape = Object.freeze({ memberId: null, kind: 'house', tracksBalance: false });
/** Shapes already read (every spin asks for the same few codes several times); emptied when full. */
const shapes = new Map<string, AccountShape>();
const SHAPES_KEPT = 50_000;

/**
 * Trial credit and the house account it comes from: an entry moves only these or none of them, so
 * play money can never reach a real account (checkBalanced refuses any other entry).
 */
export function isTrialMoney(code: string): boolean {
  return code === ledgerAccount.houseTrial || accountShape(code).kind === 'trial';
}

/** What an account code says about its owner and whether its balance is guarded. */
export function accountShape(code: string): AccountShape {
  const known = shapes.get(code);
  if (known) return known;
  const parts = code.split(':');
  let shape: AccountShape;
  if (parts[0] === 'house') shape = HOUSE_SHAPE;
  else if ((parts[0] === 'member' || parts[0] === 'agent') && /^\d+$/.test(parts[1] ?? '') && parts[2]) {
    shape = Object.freeze({ memberId: Number(parts[1]), kind: parts[2], tracksBalance: true });
  } else throw new Error(`Not a ledger account: ${code}`);
  if (shapes.size >= SHAPES_KEPT) shapes.clear();
  shapes.set(code, shape);
  return shape;
}
