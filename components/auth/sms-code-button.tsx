'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/ui/post-json';

const SECONDS_PER_MINUTE = 60;
const CLICK_THROTTLE_MS = 1_000; // spec §9: SMS button throttle 1 s

interface SmsCodeButtonProps {
  /** The endpoint and body that send the code; null means the number is invalid (the form shows why). */
  request: () => { url: string; body: unknown } | null;
  onSent?: () => void;
  onError: (code: string) => void;
  /** After every request: the captcha it carried is used up, right or wrong (draw a new one). */
  onCaptchaUsed?: () => void;
}

/**
 * Spec §4 SMS code: disabled while the countdown runs; the countdown is 60 s × the server's
 * `expiredMinutes` (default 1).
 */
export function SmsCodeButton({ request, onSent, onError, onCaptchaUsed }: SmsCodeButtonProps) {
  const t = useTranslations('sms');
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

  return (
    <button type="button" className="btn" onClick={send} disabled={remaining > 0 || sending} data-testid="sms-code-button">
      {remaining > 0 ? t('resend', { seconds: remaining }) : sending ? t('sending') : t('send')}
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
