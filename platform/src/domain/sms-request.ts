// POST /wps/verification/sms/noLogin (spec §7 "login code, not logged in"): a code for login,
// password reset or registration, with every phone error of spec §8.
import { z } from 'zod';
import { findMemberByMobileDigits, findMemberByPhone } from '../db/accounts';
import type { AccountsDeps, Client } from './accounts-deps';
import { hitIpLimit, sendCode, type CodeSent } from './code-sender';
import { ApiError } from './envelope';
import { parsePhone } from './phone';

export const smsRequestSchema = z.object({
  mobileNum: z.unknown().optional(),
  countryDialingCode: z.unknown().optional(),
  purpose: z.enum(['login', 'reset', 'register']).optional(),
});

export async function requestSmsCode(deps: AccountsDeps, input: z.infer<typeof smsRequestSchema>, client: Client): Promise<CodeSent> {
  await hitIpLimit(deps, client.ip);
  const phone = parsePhone(input.mobileNum, input.countryDialingCode);
  const purpose = input.purpose ?? 'login';
  if (purpose === 'register') {
    if (await findMemberByMobileDigits(deps.db, phone.subscriber)) {
      throw new ApiError(403, 'operation_not_allowed', 'Operation not allowed, please contact customer service');
    }
  } else if (!(await findMemberByPhone(deps.db, phone.subscriber, phone.dialingCode))) {
    throw new ApiError(400, 'account_not_registered', 'Please Register An Account First');
  }
  return sendCode(deps, { channel: 'sms', recipient: phone.e164, purpose, ip: client.ip });
}
