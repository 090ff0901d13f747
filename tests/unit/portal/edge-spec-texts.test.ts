/** @jest-environment node */
// Issue 15: the texts of spec §5 (validation messages) and §8 (the error catalogue) exactly as the
// spec words them, in English; the other 34 languages translate the same keys (messages.test.ts).
// The spec's "(min)"/"(max)" are the ICU arguments {min}/{max}. A pattern message may go on after
// the spec's words with ": <what the pattern allows>" (the spec words only their common start).
import { loadMessages } from '@/lib/i18n/messages';

type Tree = { [key: string]: string | Tree };

/** [spec words, where the portal says them]. */
const SPEC_TEXTS: [string, string[]][] = [
  // §5 Messages
  ['Please enter (min) - (max) characters', ['validation.pattern0', 'memberCenter.feedback.length']],
  ['Please fill in your password with (min) - (max) characters', ['validation.pattern20']],
  ['Please enter a valid verification code', ['validation.code_invalid']],
  ['Please enter a valid mobile number', ['validation.mobile_invalid']],
  ['Incorrect confirmation input', ['validation.mismatch']],
  ['Real name format is incorrect', ['validation.pattern21']],
  ['Phone number format is incorrect', ['mall.errors.phone_invalid']],
  ['Invalid invitation code', ['validation.invitation_code_error', 'errors.invitation_code_error']],
  ['Input cannot be empty', ['validation.required', 'errors.required', 'memberCenter.feedback.missing']],
  ['Please enter the captcha', ['validation.captcha_required', 'errors.captcha_required']],
  ['Please complete verification first', ['errors.login_verify_required']],
  ['I am 18 years old and agree to accept', ['register.adult', 'validation.adult_required']],
  ['Please confirm you are 21 years old', ['profile.validation.under_21', 'profile.errors.under_21']],
  // §8 The error catalogue
  ['Please enter the username and password', ['errors.credentials_required']],
  ['Username/Email does not exist', ['errors.account_email_mismatch']],
  ['Please Register An Account First', ['errors.account_not_registered']],
  ['Confirmation password is not correct', ['errors.password_confirm_mismatch']],
  ['Network link is abnormal, please try again', ['errors.network_error', 'errorPage.network', 'records.errors.network_error', 'contracts.errors.network_error', 'lottery.errors.network_error', 'liveTable.errors.network_error', 'play.errors.network']],
  ['Popup blocked. Please allow popups and try again', ['errors.popup_blocked']],
  ['Access restricted', ['blocked.title']],
  ['Non-member account unable to login', ['errors.non_member']],
  ['Non-agents cannot log in', ['errors.non_agent', 'contracts.errors.non_agent', 'agentTransfers.errors.non_agent', 'agentTeam.errors.non_agent']],
  ['You are not logged in, please login', ['errors.CUSTOMER_NOT_LOGIN', 'lottery.errors.CUSTOMER_NOT_LOGIN', 'play.errors.CUSTOMER_NOT_LOGIN']],
];

/**
 * Spec texts with no situation in this portal (documented in docs/edge-and-security.md): the
 * domain check (one configured site).
 */
const NOT_APPLICABLE = ['Invalid URL, please contact customer service'];

const at = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('spec §5 and §8 texts, word for word', () => {
  let english: Tree;
  beforeAll(async () => {
    english = (await loadMessages('en')) as unknown as Tree;
  });

  it.each(SPEC_TEXTS)('%s', (words, keys) => {
    const expected = words.replace('(min)', '{min}').replace('(max)', '{max}');
    for (const key of keys) {
      const text = at(english, key);
      expect(typeof text).toBe('string');
      // The words themselves, or the words then ": " and the rest.
      expect(text === expected ? expected : (text as string).slice(0, expected.length + 2)).toBe(text === expected ? expected : `${expected}: `);
    }
  });

  it('the texts with no situation here are not half-worded somewhere either', () => {
    const all = JSON.stringify(english);
    for (const words of NOT_APPLICABLE) expect(all).not.toContain(words.slice(0, 20));
  });
});
