// The responsible-gaming module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { exclusionInForce, lockRgMember, playGuardedCondition } from './queries/responsible-gaming';
export { MARKETING_EXCLUDED_SQL, assertMayDeposit, assertMayPlay, assertMayReceiveBonus, assertNotExcluded, rgStatusOf } from './rules/responsible-gaming-guard';
