// Trial (free-play) accounts play the local vendor's games with their trial credit and use nothing
// else that needs a real account (spec §6): the cashier, the member center, the profile, rewards,
// points, responsible gaming, the house's own tables. The refusal is this one preHandler, placed
// after requireSession (a plugin's hook or a route's preHandler list), never a check in a handler.
import type { preHandlerHookHandler } from 'fastify';
import { isTrialType } from '../../../../../contract/member-types';
import { ApiError } from '../../../core/http/envelope';
import { sessionOf } from './require-session';

export const trialRefused = () => new ApiError(403, 'in_need_true_account', 'A real account is needed');

/** A preHandler refusing a trial account with `refusal` (a module's own code where it has one). */
export function refuseTrialWith(refusal: () => Error): preHandlerHookHandler {
  return async (request) => {
    if (isTrialType(sessionOf(request).type)) throw refusal();
  };
}

/** Refuses a trial account with in_need_true_account. */
export const refuseTrial: preHandlerHookHandler = refuseTrialWith(trialRefused);
