'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { authModal } from '@/lib/ui/auth-modal-store';
import { callApi } from '@/lib/ui/post-json';
import { useSiteFlags } from '@/lib/ui/use-public-config';
import { useErrorText, useProblemText } from '@/lib/ui/use-messages';
import { loginRequestSchema } from '@/lib/validation/accounts';
import type { FieldProblem } from '@/lib/validation/field-problem';
import { CaptchaField, useCaptchaAnswer } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { OauthButtons } from './oauth-buttons';
import { rememberedUser, rememberUser } from './remembered-user';
import { SmsCodeButton, smsCodeRequest } from './sms-code-button';
import { useLoginOutcome, type LoginOutcome } from './use-login-outcome';

type Tab = 'username' | 'sms';
/** Spec §3: the verification-code (SMS) login tab shows only while this site flag is on. */
export const SMS_LOGIN_FLAG = 'SMSLOGIN3';

/** Login popup (spec §2): username or SMS tab, captcha once flagged, remember me, free play, links. */
export function LoginForm({ audience }: { audience: 'member' | 'agent' }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const { data: flags } = useSiteFlags();
  const onOutcome = useLoginOutcome(audience);
  const smsEnabled = Boolean(flags?.[SMS_LOGIN_FLAG]) && audience === 'member';
  const [tab, setTab] = useState<Tab>('username');
  const [submitting, setSubmitting] = useState(false);
  const oauthError = useSearchParams().get('oauthError');
  // A third-party sign-in that failed comes back as /login?oauthError=<code> (`state`: a bad state).
  const [formError, setFormError] = useState<string | null>(() =>
    oauthError ? (oauthError === 'state' ? 'oidc_state' : oauthError) : null,
  );
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptchaAnswer();
  // An SMS code costs a solved captcha, so the SMS tab always shows the row.
  const captchaRow = captchaShown || tab === 'sms';
  const [mobile, setMobile] = useState({ mobileNum: '', countryDialingCode: '+66' });
  const [remember, setRemember] = useState(() => rememberedUser() !== '');

  async function submit(body: Record<string, unknown>, rememberAs?: string) {
    const parsed = loginRequestSchema.safeParse({ ...body, audience });
    const found: Record<string, FieldProblem> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= { kind: issue.message };
    if (captchaShown && !body.captcha) found.captcha = { kind: 'captcha_required' };
    setProblems(found);
    // Spec §8: both empty is 'Please enter the username and password'.
    setFormError(body.type === 'username' && found.username && found.password ? 'credentials_required' : null);
    if (!parsed.success || Object.keys(found).length > 0) return;

    setSubmitting(true);
    const result = await callApi<LoginOutcome>('/api/session', parsed.data);
    setSubmitting(false);
    if (result.ok && rememberAs !== undefined) rememberUser(remember ? rememberAs : '');
    const code = await onOutcome(result);
    if (!code) return;
    setFormError(code);
    if (!result.ok && result.error.captcha) {
      setCaptchaShown(true);
      captcha.renew();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = captchaShown ? captcha.answer : undefined;
    if (tab === 'sms') {
      void submit({ type: 'sms', ...mobile, verificationCode: String(form.get('verificationCode') ?? ''), captcha: answer });
    } else {
      const username = String(form.get('username') ?? '');
      void submit({ type: 'username', username, password: String(form.get('password') ?? ''), captcha: answer }, username.trim());
    }
  }

  async function freePlay() {
    setSubmitting(true);
    const code = await onOutcome(await callApi<LoginOutcome>('/api/session/trial', {}));
    setSubmitting(false);
    setFormError(code);
  }

  const problem = (name: string) => problemText(problems[name]);

  return (
    <>
      {smsEnabled ? (
        <div className="tabs" role="tablist">
          {(['username', 'sms'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
              {t(name === 'username' ? 'login.tabUsername' : 'login.tabSms')}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="form-error" role="alert">
            {errorText(formError)}
          </p>
        ) : null}
        {tab === 'username' ? (
          <>
            <TextField id="login-username" name="username" label={t('login.username')} autoComplete="username"
              maxLength={64} defaultValue={rememberedUser()} error={problem('username')} />
            <TextField id="login-password" name="password" type="password" label={t('login.password')}
              autoComplete="current-password" maxLength={128} error={problem('password')} />
          </>
        ) : (
          <>
            <TextField id="login-mobile" name="mobileNum" label={t('login.mobileNum')} inputMode="numeric" autoComplete="tel-national"
              maxLength={15} value={mobile.mobileNum} error={problem('mobileNum')}
              onChange={(event) => setMobile({ ...mobile, mobileNum: event.target.value.trim() })}>
              <DialingCodeSelect value={mobile.countryDialingCode}
                onChange={(countryDialingCode) => setMobile({ ...mobile, countryDialingCode })} />
            </TextField>
            <TextField id="login-code" name="verificationCode" label={t('login.verificationCode')} inputMode="numeric"
              autoComplete="one-time-code" maxLength={8} error={problem('verificationCode')}>
              <SmsCodeButton
                onError={setFormError}
                onCaptchaUsed={captcha.renew}
                request={() => smsCodeRequest(mobile, 'login', () => setProblems({ mobileNum: { kind: 'mobile_invalid' } }),
                  { answer: captcha.answer, onMissing: () => setProblems({ captcha: { kind: 'captcha_required' } }) })}
              />
            </TextField>
          </>
        )}
        {captchaRow ? <CaptchaField version={captcha.version} error={problem('captcha')} value={captcha.value} onChange={captcha.setValue} /> : null}
        {tab === 'username' ? (
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {t('login.rememberMe')}
          </label>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {audience === 'member' ? (
        <div className="form-links">
          <button type="button" className="link-button" onClick={() => authModal.open('forgot')}>
            {t('login.forgotPassword')}
          </button>
          <button type="button" className="link-button" onClick={() => authModal.open('register')}>
            {t('login.register')}
          </button>
          <ClientLocaleLink href="/help#term" onClick={() => authModal.close()}>
            {t('login.terms')}
          </ClientLocaleLink>
          <button type="button" className="btn" onClick={freePlay} disabled={submitting}>
            {t('login.freePlay')}
          </button>
        </div>
      ) : null}
      {audience === 'member' ? <OauthButtons /> : null}
    </>
  );
}
