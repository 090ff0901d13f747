'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';

const REFRESH_THROTTLE_MS = 1_000; // spec §9: captcha refresh at most once per second

interface CaptchaFieldProps {
  /** Bumped by the form when the server asks for a new challenge. */
  version: number;
  error: string | null;
}

/** The captcha, shown only once the server flagged it (spec §4); refresh at most once per second. */
export function CaptchaField({ version, error }: CaptchaFieldProps) {
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
    <TextField id="login-captcha" name="captcha" label={t('captcha')} autoComplete="off" maxLength={16} error={error}>
      {image ? <img src={image} alt={t('captchaImage')} width={120} height={44} data-testid="captcha-image" /> : null}
      <button type="button" className="btn btn-icon" onClick={load} aria-label={t('refreshCaptcha')}>
        ↻
      </button>
    </TextField>
  );
}
