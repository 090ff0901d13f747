// POST /wps/verification/sms/noLogin (spec §7 "login code, not logged in"): a code for login,
// password reset or registration, with every phone error of spec §8. A register code to a number
// that already has an account answers like any other (the owner gets a notice instead of a code);
// login and reset codes to unknown numbers keep the spec's 'Please Register An Account First'.
// Each request costs a solved captcha, checked after the number's format.
import { z } from 'zod';
import { findMemberByMobileDigits, findMemberByPhone } from '../queries/accounts';
import type { AccountsDeps, Client } from './accounts-deps';
import { hitIpLimit, sendCode, type CodeSent } from './code-sender';
import { languageOfMember } from './member-language';
import { ApiError } from '../../../core/http/envelope';
import { parsePhone } from './phone';
import { registerErrors } from './registration';
import { requireSolvedCaptcha } from './solved-captcha';

export const smsRequestSchema = z.object({
  mobileNum: z.unknown().optional(),
  countryDialingCode: z.unknown().optional(),
  purpose: z.enum(['login', 'reset', 'register']).optional(),
  captcha: z.string().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
});

/** The flag without which a purpose's code is of no use (contract/site-flags.ts): no code is sent for it. */
const PURPOSE_FLAGS = { login: 'SMSLOGIN3', reset: 'CHNGPASSVERIF3' } as const;

export async function requestSmsCode(deps: AccountsDeps, input: z.infer<typeof smsRequestSchema>, client: Client): Promise<CodeSent> {
  const flag = input.purpose === 'register' ? undefined : PURPOSE_FLAGS[input.purpose ?? 'login'];
  if (flag && !(await deps.flags.get())[flag]) throw registerErrors.unavailable();
  await hitIpLimit(deps, client.ip);
  const phone = parsePhone(input.mobileNum, input.countryDialingCode);
  // Every text to a number costs a solved captcha (issue 15, finding 2: SMS pumping).
  await requireSolvedCaptcha(deps.db, input);
  const purpose = input.purpose ?? 'login';
  if (purpose === 'register') {
    // Same answer for a taken number (issue 15, finding 2): its owner gets a notice, nobody a code.
    const owner = await findMemberByMobileDigits(deps.db, phone.subscriber);
    if (owner) {
      const language = await languageOfMember(deps.db, owner.id, client.language);
      return sendCode(deps, { channel: 'sms', recipient: phone.e164, purpose, ip: client.ip, language, notice: 'already-registered' });
    }
    return sendCode(deps, { channel: 'sms', recipient: phone.e164, purpose, ip: client.ip, language: client.language });
  }
  const member = await findMemberByPhone(deps.db, phone.subscriber, phone.dialingCode);
  if (!member) throw new ApiError(400, 'account_not_registered', 'Please Register An Account First');
  const language = await languageOfMember(deps.db, member.id, client.language);
  return sendCode(deps, { channel: 'sms', recipient: phone.e164, purpose, ip: client.ip, language });
}
