// Phone numbers as the portal sends them: national digits (9–10, spec §5 "mobileNum") plus a
// country dialing code from the published list. SMS go to the E.164 form (+66 812345678).
import { ApiError } from '../../../core/http/envelope';
import { COUNTRY_DIALING_CODES, fieldRule, registerFields } from './register-fields';
import { checkField } from '../../../../../contract/validation-patterns';

export const DEFAULT_DIALING_CODE = '+66';

export interface Phone {
  /** The national number as entered, digits only (e.g. 0812345678). */
  national: string;
  dialingCode: string;
  /** National digits without the trunk 0: what makes two spellings the same number. */
  subscriber: string;
  /** Where an SMS goes: +66812345678. */
  e164: string;
}

export const phoneErrors = {
  missing: () => new ApiError(400, 'phone_missing', 'Please enter a mobile number'),
  invalid: () => new ApiError(400, 'phone_invalid', 'Please enter a valid mobile number'),
};

const mobileRule = fieldRule(registerFields(false), 'mobileNum');

/** Parses the pair or throws phone_missing / phone_invalid. A missing dialing code means +66. */
export function parsePhone(mobileNum: unknown, countryDialingCode: unknown): Phone {
  if (mobileNum === undefined || mobileNum === null || String(mobileNum).trim() === '') throw phoneErrors.missing();
  if (typeof mobileNum !== 'string' && typeof mobileNum !== 'number') throw phoneErrors.invalid();
  const national = String(mobileNum).replace(/[\s-]/g, '');
  const code = countryDialingCode === undefined || countryDialingCode === null || countryDialingCode === ''
    ? DEFAULT_DIALING_CODE
    : String(countryDialingCode).trim();
  const dialingCode = code.startsWith('+') ? code : `+${code}`;
  if (!(COUNTRY_DIALING_CODES as readonly string[]).includes(dialingCode)) throw phoneErrors.invalid();
  if (checkField({ ...mobileRule, required: true }, national) !== null) throw phoneErrors.invalid();
  const subscriber = national.replace(/^0+/, '');
  if (subscriber === '') throw phoneErrors.invalid();
  return { national, dialingCode, subscriber, e164: `${dialingCode}${subscriber}` };
}

/** A string that is only digits (after spaces and dashes) is a mobile number, not a username. */
export function looksLikeMobile(text: string): boolean {
  return /^[0-9]{9,10}$/.test(text.replace(/[\s-]/g, ''));
}
