'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

const REFRESH_THROTTLE_MS = 1_000; // spec §9: captcha refresh at most once per second

interface CaptchaFieldProps {
  /** Bumped by the form when the server asks for a new challenge. */
  version: number;
  invalid: boolean;
  children?: ReactNode;
}

export function CaptchaField({ version, invalid, children }: CaptchaFieldProps) {
  const t = useTranslations('login');
  const [image, setImage] = useState<string | null>(null);
  const lastLoad = useRef(0);

  const load = useCallback(async () => {
    const now = Date.now();
    if (now - lastLoad.current < REFRESH_THROTTLE_MS) return;
    lastLoad.current = now;
    const response = await fetch('/api/captcha', { cache: 'no-store' }).catch(() => null);
    const body = response?.ok ? await response.json() : null;
    setImage(body?.image ?? null);
  }, []);

  useEffect(() => {
    lastLoad.current = 0;
    void load();
  }, [version, load]);

  return (
    <div className="field">
      <label htmlFor="login-captcha">{t('captcha')}</label>
      <div className="captcha-row">
        <input
          id="login-captcha"
          name="captcha"
          autoComplete="off"
          inputMode="text"
          maxLength={16}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'login-captcha-error' : undefined}
        />
        {image ? <img src={image} alt={t('captchaImage')} width={120} height={44} /> : null}
        <button type="button" className="btn btn-icon" onClick={load} aria-label={t('refreshCaptcha')}>
          ↻
        </button>
      </div>
      {children}
    </div>
  );
}
