// Who moved a contract, as the viewer reads it (issue #30: "P → A, member:2" becomes "Pending →
// Signed, by your upline"). The platform records the actor as `member:<id>` for either party and
// `system` for its own moves (domain/contracts.ts autoTerminate); the contract names both parties.
import type { ContractView } from '@/contract/agent-contracts';

/** The history's reader: the contract's upline (managing a downline) or its downline (my own contract). */
export type ContractViewer = 'upline' | 'downline';

export type EventActor =
  | { who: 'you' }
  | { who: 'upline'; account: string }
  | { who: 'downline'; account: string }
  | { who: 'operator' };

const MEMBER_ACTOR = /^member:(\d+)$/;

/** The actor of one history event, named from the viewer's side. */
export function eventActor(actor: string, contract: Pick<ContractView, 'upline' | 'downline'>, viewer: ContractViewer): EventActor {
  const member = MEMBER_ACTOR.exec(actor);
  if (!member) return { who: 'operator' };
  const id = Number(member[1]);
  const side: ContractViewer | null = id === contract.upline.id ? 'upline' : id === contract.downline.id ? 'downline' : null;
  if (side === viewer) return { who: 'you' };
  if (side === 'upline') return { who: 'upline', account: contract.upline.account };
  if (side === 'downline') return { who: 'downline', account: contract.downline.account };
  // Only the two parties and the platform move a contract; anything else is the operator's doing.
  return { who: 'operator' };
}
