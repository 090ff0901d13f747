'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/ui/post-json';

const SECONDS_PER_MINUTE = 60;
const CLICK_THROTTLE_MS = 1_000; // spec §9: SMS button throttle 1 s

interface SmsCodeOptions {
  /** The endpoint and body that send the code; null means the number is invalid (the form shows why). */
  request: () => { url: string; body: unknown } | null;
  onSent?: () => void;
  onError: (code: string) => void;
  /** After every request: the captcha it carried is used up, right or wrong (draw a new one). */
  onCaptchaUsed?: () => void;
}

/**
 * Spec §4 SMS code: no new request while the countdown runs; the countdown is 60 s × the server's
 * `expiredMinutes` (default 1). A form that shows the button in more than one place (the phone-first
 * registration's number and code steps) keeps one of these for both.
 */
export function useSmsCode({ request, onSent, onError, onCaptchaUsed }: SmsCodeOptions) {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  async function send() {
    const now = Date.now();
    if (remaining > 0 || sending || now - lastClick.current < CLICK_THROTTLE_MS) return;
    const call = request();
    if (!call) return;
    lastClick.current = now;
    setSending(true);
    const result = await callApi<{ expiredMinutes?: number }>(call.url, call.body);
    setSending(false);
    onCaptchaUsed?.();
    if (result.ok) {
      setRemaining(SECONDS_PER_MINUTE * (result.data.expiredMinutes ?? 1));
      onSent?.();
    } else {
      if (result.error.retryAfterSeconds) setRemaining(result.error.retryAfterSeconds);
      onError(result.error.code);
    }
  }

  return { remaining, sending, send };
}

export type SmsCode = ReturnType<typeof useSmsCode>;

/** The button of a form's SMS code, with its own countdown. */
export function SmsCodeButton(options: SmsCodeOptions) {
  return <SmsCodeSendButton sms={useSmsCode(options)} />;
}

/**
 * The send button of an SMS code kept by the form (useSmsCode): "Send code", "Sending…", or the
 * countdown, disabled while it runs. As a submit button the form's own submit sends.
 */
export function SmsCodeSendButton({ sms, type = 'button', className = 'btn' }: { sms: SmsCode; type?: 'button' | 'submit'; className?: string }) {
  const t = useTranslations('sms');
  return (
    <button type={type} className={className} onClick={type === 'button' ? () => void sms.send() : undefined}
      disabled={sms.remaining > 0 || sms.sending} data-testid="sms-code-button">
      {sms.remaining > 0 ? t('resend', { seconds: sms.remaining }) : sms.sending ? t('sending') : t('send')}
    </button>
  );
}

/**
 * The request for a code to a mobile number, or null when the number is not valid (spec §5, after
 * `onInvalid`) or the captcha is not answered (after `onNoCaptcha`): every code costs a solved captcha.
 */
export function smsCodeRequest(
  mobile: { mobileNum: string; countryDialingCode: string },
  purpose: 'login' | 'reset' | 'register',
  onInvalid: () => void,
  captcha: { answer: string; onMissing: () => void },
): { url: string; body: unknown } | null {
  if (!/^\d{6,15}$/.test(mobile.mobileNum)) {
    onInvalid();
    return null;
  }
  if (!captcha.answer) {
    captcha.onMissing();
    return null;
  }
  return { url: '/api/sms-code', body: { ...mobile, purpose, captcha: captcha.answer } };
}
